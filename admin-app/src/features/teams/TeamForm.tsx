import { Form, Formik } from 'formik';
import { teamFormSchema, useEditTeamMutation } from 'shared-api';
import type { TeamUsersResponse } from 'shared-api';
import { Button, Card, FormOutcomeAlert, Muted, TextField, useFormOutcome, useT } from 'shared-ui';
import { DepartmentsEditor } from './DepartmentsEditor';
import { EmailDomainsInput } from './EmailDomainsInput';
import { SectionTitle, SubTitle } from './styles';
import { editTeamRequest, teamFormValues, type TeamFormValues } from './teamForm';
import { TeamSettingsFields } from './TeamSettingsFields';

/** A page address already in use is about that field, though the server names none. */
const SLUG_TAKEN_FIELD = { SLUG_TAKEN: 'settings.publicSlug' };

/** A list field's error as formik holds it: a message, or one per item (the first is shown). */
function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  return Array.isArray(error) ? error.find((e): e is string => typeof e === 'string') : undefined;
}

/** Edit team (SPEC.md section 5): name, departments, email domains, settings and slides, saved at once. */
export function TeamForm({ teamId, data }: { teamId: number; data: TeamUsersResponse }) {
  const t = useT();
  const [editTeam] = useEditTeamMutation();
  const { outcome, onSubmit } = useFormOutcome(async (values: TeamFormValues) => (await editTeam(editTeamRequest(teamId, values)).unwrap()).msg, {
    fieldOfCode: SLUG_TAKEN_FIELD,
    alertFieldErrors: true,
  });

  return (
    <Card>
      <SectionTitle>{t('team.edit.title')}</SectionTitle>
      <Formik initialValues={teamFormValues(data)} validationSchema={teamFormSchema} onSubmit={onSubmit}>
        {({ values, errors, setFieldValue, isSubmitting }) => (
          <Form noValidate aria-label={t('team.edit.title')}>
            <TextField name="teamName" label={t('team.edit.name')} maxLength={200} />

            <SubTitle>{t('team.departments.title')}</SubTitle>
            <Muted>{t('team.departments.hint')}</Muted>
            <DepartmentsEditor
              rootName={values.teamName.trim() || data.teamName}
              value={values.departments}
              onChange={(tree) => setFieldValue('departments', tree)}
              error={firstError(errors.departments)}
            />

            <SubTitle>{t('team.domains.title')}</SubTitle>
            <EmailDomainsInput
              value={values.email_domains}
              onChange={(domains) => setFieldValue('email_domains', domains)}
              error={firstError(errors.email_domains)}
            />

            <TeamSettingsFields isPlatform={data.settings.isPlatform} />

            <FormOutcomeAlert outcome={outcome} />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('team.saving') : t('team.save')}
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
