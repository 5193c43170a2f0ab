import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSsoLoginMutation } from 'shared-api';
import type { LoginResponse } from 'shared-api';
import { ErrorAlert, FormCard, Loading, TextParts, useT } from 'shared-ui';
import { SSO_CODE_PARAM } from 'shared-api/whole';
import { landingPath } from './landing';
import { useStartSession } from './useStartSession';

const MfaLoginStep = lazy(() => import('./MfaLoginStep'));

/** Shaped like the server's answer to a spent code: an address without one says the same. */
const NO_CODE = { status: 400, data: { error: 'SSO_CODE_INVALID' } };

/**
 * /sso?c=<code> (issue 24): where the identity provider's return lands. The code, once and for two
 * minutes, is exchanged for a session, or for the second factor's step of an account that has one.
 */
export default function SsoPage() {
  return (
    <TextParts part="account">
      <SsoLogin />
    </TextParts>
  );
}

function SsoLogin() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get(SSO_CODE_PARAM) ?? '';
  const [login] = useSsoLoginMutation();
  const startSession = useStartSession();
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const finish = (response: LoginResponse) => {
    startSession(response);
    navigate(landingPath(response), { replace: true });
  };

  // StrictMode runs effects twice; the code is good once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!code) return setFailure(NO_CODE);
    login({ code })
      .unwrap()
      .then((response) => ('mfa_required' in response ? setMfaToken(response.mfa_token) : finish(response)))
      .catch(setFailure);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the page was opened with
  }, []);

  if (mfaToken)
    return (
      <Suspense fallback={<Loading />}>
        <MfaLoginStep token={mfaToken} onSignedIn={finish} onRestart={() => navigate('/login', { replace: true })} />
      </Suspense>
    );
  if (failure === undefined) return <Loading label={t('account.ssoSigningIn')} />;
  return (
    <FormCard title={t('account.ssoTitle')}>
      <ErrorAlert error={failure} />
      <p>
        <Link to="/login">{t('account.ssoBack')}</Link>
      </p>
    </FormCard>
  );
}
