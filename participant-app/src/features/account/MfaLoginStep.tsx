import { useState } from 'react';
import { Form, Formik } from 'formik';
// The whole shared-api: these calls stay off the first pages (webpack.sharing.js).
import { loginRecoverySchema, mfaCodeSchema, useLoginMfaMutation } from 'shared-api/whole';
import type { LoginResponse } from 'shared-api';
import { Button, errorCode, FormCard, FormOutcomeAlert, TextField, TextParts, useFormOutcome, useT } from 'shared-ui';

const NO_TOKEN = { status: 401, data: { error: 'LOGIN_FAILED' } };

interface MfaLoginStepProps {
  /** What /api/login (or a reset link) answered for an account with a second factor. */
  token: string;
  onSignedIn: (session: LoginResponse) => void;
  /** The token expired or was used: back to the password. */
  onRestart: () => void;
}

/**
 * The login's second step (issue 24): the code from the authenticator app, or one of the recovery
 * codes. Its own chunk and texts: most logins never need it.
 */
export default function MfaLoginStep(props: MfaLoginStepProps) {
  const [recovery, setRecovery] = useState(false);
  // Keyed by the way chosen: switching starts afresh, without the other way's failure.
  return (
    <TextParts part="account">
      <CodeForm key={String(recovery)} {...props} recovery={recovery} onSwitch={() => setRecovery(!recovery)} />
    </TextParts>
  );
}

function CodeForm({ token, onSignedIn, onRestart, recovery, onSwitch }: MfaLoginStepProps & { recovery: boolean; onSwitch: () => void }) {
  const t = useT();
  const [loginMfa] = useLoginMfaMutation();
  const { outcome, onSubmit } = useFormOutcome(async (values: { Code: string; RecoveryCode: string }) => {
    const body = recovery ? { mfa_token: token, RecoveryCode: values.RecoveryCode } : { mfa_token: token, Code: values.Code };
    const response = await loginMfa(body).unwrap();
    if (!response || !('access_token' in response) || !response.access_token) throw NO_TOKEN;
    onSignedIn(response);
  });

  return (
    <FormCard title={t('account.codeTitle')} intro={recovery ? t('account.recoveryIntroLogin') : t('account.codeIntro')}>
      <FormOutcomeAlert
        outcome={outcome}
        links={(error) =>
          errorCode(error) === 'MFA_TOKEN_INVALID' && (
            <Button variant="secondary" onClick={onRestart}>
              {t('account.startAgain')}
            </Button>
          )
        }
      />
      {/* Not on blur: leaving the field for "Use a recovery code" would put a message above that button and move it from under the click. */}
      <Formik
        initialValues={{ Code: '', RecoveryCode: '' }}
        validationSchema={recovery ? loginRecoverySchema : mfaCodeSchema}
        validateOnBlur={false}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            {recovery ? (
              <TextField name="RecoveryCode" label={t('account.recoveryLabel')} autoComplete="off" autoFocus spellCheck={false} />
            ) : (
              <TextField name="Code" label={t('account.codeLabel')} inputMode="numeric" autoComplete="one-time-code" autoFocus />
            )}
            <Button type="submit" block disabled={isSubmitting}>
              {t('account.verify')}
            </Button>
          </Form>
        )}
      </Formik>
      <p>
        <Button variant="secondary" onClick={onSwitch}>
          {recovery ? t('account.useCode') : t('account.useRecovery')}
        </Button>
      </p>
    </FormCard>
  );
}
