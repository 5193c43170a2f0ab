import { FieldArray, useFormikContext } from 'formik';
import styled from 'styled-components';
import { LANGUAGES, publicClassPagePath, TEAM_LIMITS } from 'shared-api';
import { CheckboxField, FormField, Muted, Select, TextField, theme, useT } from 'shared-ui';
import { SmallButton, SubTitle } from './styles';
import type { TeamFormValues } from './teamForm';

const SlideRow = styled.li`
  display: grid;
  grid-template-columns: 1fr 2fr auto;
  gap: ${theme.space(3)};
  align-items: start;
  > button { margin-top: ${theme.space(7)}; }
  @media (max-width: 640px) { grid-template-columns: 1fr; > button { margin-top: 0; } }
`;

const Slides = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space(3)};
  padding: 0;
`;

const Address = styled.p`
  margin: -${theme.space(2)} 0 ${theme.space(4)};
  font-size: ${theme.font.size.sm};
  code { font-family: ${theme.font.mono}; word-break: break-all; }
`;

/** Where the team's public class page is, as the admin will share it; nothing without a valid slug. */
function PublicAddress({ slug, valid }: { slug: string; valid: boolean }) {
  const t = useT();
  if (!slug.trim()) return <Address>{t('team.settings.noAddress')}</Address>;
  if (!valid) return null;
  const url = `${window.location.origin}${publicClassPagePath(slug.trim().toLowerCase())}`;
  return (
    <Address>
      {t('team.settings.address')} <code>{url}</code>
    </Address>
  );
}

/**
 * The settings DESIGN.md makes of SPEC.md's special team ids, the default language, and the
 * slide links the team's participants see on the portal.
 */
export function TeamSettingsFields({ isPlatform }: { isPlatform: boolean }) {
  const t = useT();
  const { values, errors, getFieldProps } = useFormikContext<TeamFormValues>();
  const slugError = (errors.settings as { publicSlug?: string } | undefined)?.publicSlug;
  return (
    <>
      <SubTitle>{t('team.settings.title')}</SubTitle>
      {isPlatform && <Muted>{t('team.settings.platform')}</Muted>}
      <TextField name="settings.publicSlug" label={t('team.settings.publicSlug')} hint={t('team.settings.publicSlugHint')} maxLength={TEAM_LIMITS.slug} />
      <PublicAddress slug={values.settings.publicSlug} valid={!slugError} />
      <CheckboxField name="settings.postAssessmentForm" label={t('team.settings.postAssessmentForm')} />
      <CheckboxField name="settings.resultsSoonMessage" label={t('team.settings.resultsSoonMessage')} />
      <CheckboxField name="settings.civilianForm" label={t('team.settings.civilianForm')} />
      <CheckboxField name="settings.academyQuestion" label={t('team.settings.academyQuestion')} />
      <FormField label={t('team.settings.language')}>
        {(control) => (
          <Select {...control} {...getFieldProps('settings.language')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`lang.${language}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <SubTitle>{t('team.slides.title')}</SubTitle>
      <Muted>{t('team.slides.hint')}</Muted>
      <FieldArray name="slides">
        {({ push, remove }) => (
          <>
            {values.slides.length === 0 ? (
              <p>{t('team.slides.empty')}</p>
            ) : (
              <Slides>
                {values.slides.map((_, i) => (
                  // Slides have no id until saved; their place is their identity here.
                  <SlideRow key={i}>
                    <TextField name={`slides.${i}.title`} label={t('team.slides.slideTitle', { n: i + 1 })} maxLength={200} />
                    <TextField name={`slides.${i}.url`} label={t('team.slides.url', { n: i + 1 })} type="url" maxLength={TEAM_LIMITS.url} placeholder="https://" />
                    <SmallButton variant="secondary" onClick={() => remove(i)}>
                      {t('team.slides.remove', { n: i + 1 })}
                    </SmallButton>
                  </SlideRow>
                ))}
              </Slides>
            )}
            <SmallButton variant="secondary" disabled={values.slides.length >= TEAM_LIMITS.slides} onClick={() => push({ title: '', url: '' })}>
              {t('team.slides.add')}
            </SmallButton>
          </>
        )}
      </FieldArray>
    </>
  );
}
