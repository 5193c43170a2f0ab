import { useState } from 'react';
import { addUserPlacementSchema, addUserSchema, fileNamePart, generatePassword, readSession, saveTextFile, useAddUserMutation } from 'shared-api';
import { Button, CheckboxField, FormModal, TextField, useT } from 'shared-ui';
import { NO_COHORT, TeamCohortSelect } from './TeamCohortSelect';
import type { TeamActionProps } from './types';

const schema = addUserSchema.concat(addUserPlacementSchema.pick(['CohortId']));

const blank = () => ({ name: '', email: '', password: generatePassword(), CohortId: NO_COHORT, admin: false, teamLeader: false });

/**
 * Team page: add one user (SPEC.md sections 5 and 7, /api/add-user). The password is a generated
 * one, typed over only for the platform team; the Website Admin box is shown to admins for every
 * team but enabled only for the platform team (as on the edit form); the Team Leader box only for
 * admins (leaders cannot grant either). The cohort is one of the team's, or none (issue 22). On
 * success the sign-in details are downloaded as a text file.
 */
export function AddUser({ teamId, isPlatform }: TeamActionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [addUser] = useAddUserMutation();
  const callerIsAdmin = readSession()?.admin ?? false;

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('userAdmin.addUser')}
      </Button>
      <FormModal
        open={open}
        title={t('userAdmin.addUser')}
        onClose={() => setOpen(false)}
        cancelLabel={t('common.close')}
        initialValues={blank()}
        validationSchema={schema}
        submitLabel={t('userAdmin.addUser')}
        onSubmit={async (values, helpers) => {
          const { CohortId, ...user } = values;
          const reply = await addUser({ teamId, cohortId: Number(CohortId), ...user, admin: isPlatform && values.admin }).unwrap();
          const [name, email] = [values.name.trim(), values.email.trim()];
          const details = t('userAdmin.credentialsFile', { name, email, password: values.password, url: `${window.location.origin}/login` });
          saveTextFile(`credentials-${fileNamePart(email)}.txt`, details);
          // The next user likely joins the same cohort.
          helpers.resetForm({ values: { ...blank(), CohortId } });
          return reply.message;
        }}
      >
        <TextField name="name" label={t('userAdmin.field.name')} autoComplete="off" />
        <TextField name="email" type="email" label={t('userAdmin.field.email')} autoComplete="off" />
        <TextField name="password" label={t('userAdmin.field.password')} readOnly={!isPlatform} hint={t('userAdmin.passwordHint')} autoComplete="off" />
        <TeamCohortSelect teamId={teamId} />
        {callerIsAdmin && (
          <CheckboxField name="admin" label={t('userAdmin.field.admin')} disabled={!isPlatform} hint={isPlatform ? undefined : t('userAdmin.adminHint')} />
        )}
        {callerIsAdmin && <CheckboxField name="teamLeader" label={t('userAdmin.field.teamLeader')} />}
        <p>{t('userAdmin.credentialsHint')}</p>
      </FormModal>
    </>
  );
}
