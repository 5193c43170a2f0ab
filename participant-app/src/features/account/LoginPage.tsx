import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { decodeAnonymousLink, loginSchema, readSession, takeRememberedOrigin, useLoginMutation } from 'shared-api';
import type { LoginRequest, LoginResponse } from 'shared-api';
import { Alert, Button, errorCode, FormCard, FormOutcomeAlert, Loading, TextField, useFormOutcome, useT } from 'shared-ui';
import { useStartSession } from './useStartSession';

/** Its own chunk: only an account with a second factor needs it. */
const MfaLoginStep = lazy(() => import('./MfaLoginStep'));

/** Shaped like the server's 401 answer, so it is shown as the login failure. */
const NO_TOKEN = { status: 401, data: { error: 'LOGIN_FAILED' } };

/** SPEC.md section 4: first login, then the remembered page, then the role's home. */
function landingPath(response: LoginResponse): string {
  if (response.first_login) return '/welcome';
  return takeRememberedOrigin() ?? (response.admin ? '/admin' : '/portal');
}

/** Login screen (/ and /login); with ?au=<link> it signs an anonymous user in by itself. */
export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const anonymousLink = params.get('au');
  const [login] = useLoginMutation();
  const startSession = useStartSession();
  const [anonymousFailed, setAnonymousFailed] = useState(false);
  /** The token of a login waiting for its second factor's code. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  // The session is read once: a login on this screen navigates away itself.
  const [existing] = useState(readSession);

  const finish = useCallback(
    (response: LoginResponse) => {
      startSession(response);
      navigate(landingPath(response), { replace: true });
    },
    [startSession, navigate],
  );
  const signIn = useCallback(
    async (values: LoginRequest) => {
      const response = await login(values).unwrap();
      if (response && 'mfa_required' in response) return setMfaToken(response.mfa_token);
      // SPEC.md section 4: an answer without a token is a failed login, whatever its status.
      if (!response?.access_token) throw NO_TOKEN;
      finish(response);
    },
    [login, finish],
  );
  const { outcome, onSubmit } = useFormOutcome((values: LoginRequest) => signIn({ email: values.email.trim(), password: values.password }));

  // StrictMode runs effects twice; the link must be used once.
  const autoLoginStarted = useRef(false);
  useEffect(() => {
    if (anonymousLink === null || autoLoginStarted.current) return;
    autoLoginStarted.current = true;
    const credentials = decodeAnonymousLink(anonymousLink);
    if (!credentials) {
      setAnonymousFailed(true);
      return;
    }
    signIn(credentials).catch(() => setAnonymousFailed(true));
  }, [anonymousLink, signIn]);

  if (anonymousLink === null && existing) return <Navigate to={existing.admin ? '/admin' : '/portal'} replace />;
  if (anonymousLink !== null && !anonymousFailed) return <Loading label={t('login.signingIn')} />;
  if (mfaToken)
    return (
      <Suspense fallback={<Loading />}>
        <MfaLoginStep token={mfaToken} onSignedIn={finish} onRestart={() => setMfaToken(null)} />
      </Suspense>
    );

  return (
    <FormCard
      title={t('login.title')}
      footer={
        <>
          <p>
            <Link to="/reset-request">{t('login.forgot')}</Link>
          </p>
          <p>
            {t('login.noAccount')} <Link to="/register">{t('login.signUp')}</Link>
          </p>
        </>
      }
    >
      {anonymousFailed && <Alert variant="error">{t('login.anonymousFailed')}</Alert>}
      <FormOutcomeAlert outcome={outcome} links={(error) => errorCode(error) === 'LOGIN_FAILED' && <Link to="/reset-request">{t('login.resetLink')}</Link>} />
      <Formik initialValues={{ email: '', password: '' }} validationSchema={loginSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="email" type="email" label={t('login.email')} autoComplete="email" />
            <TextField name="password" type="password" label={t('login.password')} autoComplete="current-password" />
            <Button type="submit" block disabled={isSubmitting}>
              {t('login.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}
