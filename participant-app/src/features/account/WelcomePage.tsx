import { useNavigate } from 'react-router-dom';
import { useUpdatePasswordMutation } from 'shared-api';
import { FormCard, useT } from 'shared-ui';
import { NewPasswordForm } from './NewPasswordForm';
import { useStartSession } from './useStartSession';

/** /welcome: the first login replaces the password the account was created with. */
export default function WelcomePage() {
  const t = useT();
  const navigate = useNavigate();
  const [updatePassword] = useUpdatePasswordMutation();
  const startSession = useStartSession();

  const submit = async (password: string) => {
    // The server revokes every older token on a password change and returns a fresh session
    // (SPEC.md leaves the answer unspecified: without a token the current session stays).
    const reply = await updatePassword({ password }).unwrap();
    if (reply && 'access_token' in reply && reply.access_token) startSession(reply);
    navigate('/portal', { replace: true });
  };

  return (
    <FormCard title={t('welcome.title')} intro={t('welcome.firstLogin')}>
      <NewPasswordForm label={t('welcome.password')} submitLabel={t('welcome.submit')} onSubmit={submit} />
    </FormCard>
  );
}
