import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { decodeAnonymousLink, loginSchema, readSession, useLoginMutation } from 'shared-api';
import type { LoginRequest, LoginResponse } from 'shared-api';
import { Alert, Button, errorCode, FormCard, FormOutcomeAlert, Loading, TextField, useFormOutcome, useT } from 'shared-ui';
import { landingPath } from './landing';
import { useStartSession } from './useStartSession';

/** Their own chunks: only an account with a second factor, or an organisation's people, need them. */
const MfaLoginStep = lazy(() => import('./MfaLoginStep'));
const SsoOffer = lazy(() => import('./SsoOffer'));
const SsoNotice = lazy(() => import('./SsoNotice'));

const emailOnly = loginSchema.pick(['email']);

/** Shaped like the server's 401 answer, so it is shown as the login failure. */
const NO_TOKEN = { status: 401, data: { error: 'LOGIN_FAILED' } };


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
  /** The email as the field was left: whether its organisation signs in elsewhere is asked then. */
  const [leftEmail, setLeftEmail] = useState('');
  const ssoReturn = params.has('sso') || params.has('sso_error');
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
      {ssoReturn && (
        <Suspense fallback={null}>
          <SsoNotice />
        </Suspense>
      )}
      <FormOutcomeAlert outcome={outcome} links={(error) => errorCode(error) === 'LOGIN_FAILED' && <Link to="/reset-request">{t('login.resetLink')}</Link>} />
      <Formik initialValues={{ email: '', password: '' }} validationSchema={loginSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          // Left, or sent (an autofilled email may never be left): then its organisation is asked about.
          <Form
            noValidate
            onBlur={(e) => e.target instanceof HTMLInputElement && e.target.name === 'email' && setLeftEmail(e.target.value.trim())}
            onSubmitCapture={(e) => setLeftEmail(String(new FormData(e.currentTarget).get('email') ?? '').trim())}
          >
            <TextField name="email" type="email" label={t('login.email')} autoComplete="email" />
            {emailOnly.isValidSync({ email: leftEmail }) && (
              <Suspense fallback={null}>
                <SsoOffer email={leftEmail} />
              </Suspense>
            )}
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
