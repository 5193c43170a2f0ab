import { Form, Formik, useField } from 'formik';
import styled from 'styled-components';
import {
  editUserPasswordSchema, editUserSchema, useEditUserMutation, useEditUserPasswordMutation, useTeamsByRecencyQuery, type UserResponsesResponse,
} from 'shared-api';
import { Button, CheckboxField, FormOutcomeAlert, ModalActions, TextField, theme, useFormOutcome, useT } from 'shared-ui';

const OtherTeams = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(3)};
  max-height: 12rem;
  overflow-y: auto;
  label { display: flex; gap: ${theme.space(2)}; align-items: center; padding: ${theme.space(1)} 0; }
`;

/** One box of a formik array of checked values (the shared formik offers useField, not Field). */
function TeamBox({ teamId, name }: { teamId: number; name: string }) {
  const [field] = useField({ name: 'otherTeams', type: 'checkbox', value: String(teamId) });
  return (
    <label>
      <input type="checkbox" {...field} />
      {name}
    </label>
  );
}

/** An admin also makes the user a leader of other teams (the teams they lead, SPEC.md's teamLead). */
function OtherTeamsLed({ ownTeamId }: { ownTeamId: number }) {
  const t = useT();
  const teams = useTeamsByRecencyQuery();
  const others = teams.data?.teams.filter((team) => team.id !== ownTeamId) ?? [];
  if (others.length === 0) return null;
  return (
    <OtherTeams>
      <legend>{t('userAdmin.field.otherTeamsLed')}</legend>
      {others.map((team) => (
        <TeamBox key={team.id} teamId={team.id} name={team.name} />
      ))}
    </OtherTeams>
  );
}

interface FormProps {
  userId: number;
  /** The server's msg once saved: the page shows it and closes the form. */
  onDone: (msg: string) => void;
  onCancel: () => void;
}

/**
 * Edit user (SPEC.md section 5): name and email required; the Website Admin box only for a user of
 * the platform team, both flags only for an admin; flags are sent only when an admin may change them.
 */
export function EditUserForm({ userId, user, callerIsAdmin, onDone, onCancel }: FormProps & { user: UserResponsesResponse; callerIsAdmin: boolean }) {
  const t = useT();
  const [editUser] = useEditUserMutation();
  const adminEditable = callerIsAdmin && user.userTeamIsPlatform;
  const initialValues = {
    UserName: user.userName,
    UserEmail: user.userEmail,
    admin: user.userAdmin,
    teamLeader: user.userTeamLeader,
    otherTeams: user.teamLead.filter((id) => id !== user.userTeamID).map(String),
  };
  const { outcome, onSubmit } = useFormOutcome(async (values: typeof initialValues) => {
    const reply = await editUser({
      userId,
      name: values.UserName,
      email: values.UserEmail,
      admin: adminEditable ? values.admin : undefined,
      teamLeader: callerIsAdmin ? values.teamLeader : undefined,
      teamLead: callerIsAdmin ? [...(values.teamLeader ? [user.userTeamID] : []), ...values.otherTeams.map(Number)] : undefined,
    }).unwrap();
    onDone(reply.msg);
  });
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={editUserSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('userAdmin.edit')}>
          <FormOutcomeAlert outcome={outcome} />
          <TextField name="UserName" label={t('userAdmin.field.name')} autoComplete="off" />
          <TextField name="UserEmail" type="email" label={t('userAdmin.field.email')} autoComplete="off" />
          <CheckboxField
            name="admin"
            label={t('userAdmin.field.admin')}
            disabled={!adminEditable}
            hint={!callerIsAdmin ? t('userAdmin.flagsHint') : user.userTeamIsPlatform ? undefined : t('userAdmin.adminHint')}
          />
          <CheckboxField name="teamLeader" label={t('userAdmin.field.teamLeader')} disabled={!callerIsAdmin} hint={callerIsAdmin ? undefined : t('userAdmin.flagsHint')} />
          {callerIsAdmin && <OtherTeamsLed ownTeamId={user.userTeamID} />}
          <ModalActions>
            <Button variant="secondary" onClick={onCancel}>
              {t('userAdmin.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t('userAdmin.save')}
            </Button>
          </ModalActions>
        </Form>
      )}
    </Formik>
  );
}

/** Edit password: a new one of at least 8 characters (SPEC.md sections 5 and 9). */
export function EditPasswordForm({ userId, onDone, onCancel }: FormProps) {
  const t = useT();
  const [editPassword] = useEditUserPasswordMutation();
  const { outcome, onSubmit } = useFormOutcome(async (values: { UserPassword: string }) => {
    onDone((await editPassword({ userId, password: values.UserPassword }).unwrap()).msg);
  });
  return (
    <Formik
      initialValues={{ UserPassword: '' }}
      validationSchema={editUserPasswordSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('userAdmin.editPassword')}>
          <FormOutcomeAlert outcome={outcome} />
          <TextField name="UserPassword" type="password" label={t('userAdmin.field.newPassword')} autoComplete="new-password" />
          <ModalActions>
            <Button variant="secondary" onClick={onCancel}>
              {t('userAdmin.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t('userAdmin.save')}
            </Button>
          </ModalActions>
        </Form>
      )}
    </Formik>
  );
}
