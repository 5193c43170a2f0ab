import styled from 'styled-components';
import { Form, Formik } from 'formik';
import { LANGUAGES } from 'shared-api';
import { editAccountSchema, useEditAccountMutation } from 'shared-api/whole';
import type { Language, MeResponse } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { Button, Card, FactList, FormField, FormOutcomeAlert, Select, TextField, useFormOutcome, useLanguage, useT } from 'shared-ui';

const Heading = styled.h2`
  margin-top: 0;
`;

/** The user's own name (saved on submit) and language (at once, as the navbar's picker does). */
export function ProfileSection({ me }: { me: MeResponse }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const [editAccount] = useEditAccountMutation();
  const { outcome, onSubmit } = useFormOutcome(async (values: { name: string }) => {
    await editAccount({ name: values.name }).unwrap();
    return t('account.profileSaved');
  });

  return (
    <Card aria-labelledby="account-profile">
      <Heading id="account-profile">{t('account.profile')}</Heading>
      <FactList facts={[[t('account.email'), me.email]]} />
      <FormOutcomeAlert outcome={outcome} />
      <Formik initialValues={{ name: me.name }} validationSchema={editAccountSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label={t('account.name')} autoComplete="name" />
            <Button type="submit" disabled={isSubmitting}>
              {t('account.saveProfile')}
            </Button>
          </Form>
        )}
      </Formik>
      <FormField label={t('account.language')}>
        {(control) => (
          <Select {...control} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={LOCALES[code]}>
                {t(`lang.${code}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </Card>
  );
}
