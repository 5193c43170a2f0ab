import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useIsTokenValidQuery, useUpdatePasswordMutation } from 'shared-api';
import { Alert, ErrorAlert, errorCode, FormCard, Loading, useT } from 'shared-ui';
import { NewPasswordForm } from './NewPasswordForm';
import { useStartSession } from './useStartSession';

/** /reset?c=<token>: the link from the reset email; the token stands in for a session. */
export default function ResetPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('c') ?? '';
  const check = useIsTokenValidQuery(token, { skip: !token });
  const [updatePassword] = useUpdatePasswordMutation();
  const startSession = useStartSession();
  const [expiredAtSubmit, setExpiredAtSubmit] = useState(false);

  const submit = async (password: string) => {
    try {
      const reply = await updatePassword({ password, token }).unwrap();
      if (reply?.access_token) startSession(reply);
      navigate('/portal', { replace: true });
    } catch (error) {
      // The token may expire between opening the link and submitting.
      const code = errorCode(error);
      if (code !== 'RESET_EXPIRED' && code !== 'UNAUTHORIZED') throw error;
      setExpiredAtSubmit(true);
    }
  };

  if (check.isLoading) return <Loading />;
  // A check that failed outright says nothing about the link, so only a clear "no" counts as expired.
  const expired = !token || expiredAtSubmit || check.data?.token_is_valid === false;

  return (
    <FormCard title={t('reset.title')}>
      {expired ? (
        <Alert variant="error">
          <p>{t('errors.RESET_EXPIRED')}</p>
          <p>
            <Link to="/reset-request">{t('reset.newLink')}</Link>
          </p>
        </Alert>
      ) : (
        <>
          {check.error !== undefined && <ErrorAlert error={check.error} />}
          <NewPasswordForm label={t('reset.password')} submitLabel={t('reset.submit')} onSubmit={submit} />
        </>
      )}
    </FormCard>
  );
}
