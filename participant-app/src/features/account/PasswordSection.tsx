import styled from 'styled-components';
import { Form, Formik } from 'formik';
import { useUpdatePasswordMutation } from 'shared-api';
import { accountApi, changePasswordSchema } from 'shared-api/whole';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, Card, FormOutcomeAlert, Muted, TextField, useFormOutcome, useT } from 'shared-ui';
import { useStartSession } from './useStartSession';

const Heading = styled.h2`
  margin-top: 0;
`;

const EMPTY = { CurrentPassword: '', password: '' };
/** The server names the current password in its refusal, not the field. */
const FIELD_OF_CODE = { CURRENT_PASSWORD: 'CurrentPassword' };

/**
 * A password change with the current one (the server ends every other session and answers a new
 * one for this browser, which replaces the old). An account single sign-on made has none to give:
 * a reset link sets its first.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const [updatePassword] = useUpdatePasswordMutation();
  const startSession = useStartSession();
  const dispatch = useDispatch();
  const { outcome, onSubmit } = useFormOutcome(
    async (values: typeof EMPTY, { resetForm }) => {
      const reply = await updatePassword({ password: values.password, currentPassword: values.CurrentPassword }).unwrap();
      if ('access_token' in reply && reply.access_token) startSession(reply);
      // The other sessions ended and this one is new: the list below says so at once.
      dispatch(accountApi.util.invalidateTags(['Sessions']));
      resetForm();
      return t('account.passwordChanged');
    },
    { fieldOfCode: FIELD_OF_CODE },
  );

  if (!hasPassword)
    return (
      <Card aria-labelledby="account-password">
        <Heading id="account-password">{t('account.password')}</Heading>
        <Muted>{t('account.noPassword')}</Muted>
        <Link to="/reset-request">{t('account.setPassword')}</Link>
      </Card>
    );
  return (
    <Card aria-labelledby="account-password">
      <Heading id="account-password">{t('account.password')}</Heading>
      <FormOutcomeAlert outcome={outcome} />
      <Formik initialValues={EMPTY} validationSchema={changePasswordSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="CurrentPassword" type="password" label={t('account.currentPassword')} autoComplete="current-password" />
            <TextField name="password" type="password" label={t('account.newPassword')} autoComplete="new-password" />
            <Button type="submit" disabled={isSubmitting}>
              {t('account.changePassword')}
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
