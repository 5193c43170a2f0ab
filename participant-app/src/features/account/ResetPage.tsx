import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useIsTokenValidQuery, useUpdatePasswordMutation } from 'shared-api';
import type { Language, SessionFields } from 'shared-api';
import { Alert, ErrorAlert, errorCode, FormCard, Loading, useT } from 'shared-ui';
import { NewPasswordForm } from './NewPasswordForm';
import { useStartSession } from './useStartSession';

const MfaLoginStep = lazy(() => import('./MfaLoginStep'));

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
  /** The password is set; an account with a second factor still gives its code to be signed in. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const signedIn = (reply: SessionFields & { language?: Language }) => {
    startSession(reply);
    navigate('/portal', { replace: true });
  };

  const submit = async (password: string) => {
    try {
      const reply = await updatePassword({ password, token }).unwrap();
      if (reply && 'mfa_token' in reply) return setMfaToken(reply.mfa_token);
      if (reply?.access_token) return signedIn(reply);
      navigate('/portal', { replace: true });
    } catch (error) {
      // The token may expire between opening the link and submitting.
      const code = errorCode(error);
      if (code !== 'RESET_EXPIRED' && code !== 'UNAUTHORIZED') throw error;
      setExpiredAtSubmit(true);
    }
  };

  if (mfaToken)
    return (
      <Suspense fallback={<Loading />}>
        <MfaLoginStep token={mfaToken} onSignedIn={signedIn} onRestart={() => navigate('/login', { replace: true })} />
      </Suspense>
    );
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
