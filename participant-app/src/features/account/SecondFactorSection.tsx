import { useState } from 'react';
import styled from 'styled-components';
import { Form, Formik } from 'formik';
import { mfaChangeSchema, useMfaDisableMutation, useMfaEnableMutation, useMfaSetupMutation } from 'shared-api/whole';
import type { MfaChangeValues, MfaSetupResponse } from 'shared-api/whole';
import { Alert, Button, Card, ErrorAlert, FormOutcomeAlert, Muted, TextField, useFormOutcome, useT } from 'shared-ui';
import { RecoveryCodes } from './RecoveryCodes';
import { useStartSession } from './useStartSession';

const Heading = styled.h2`
  margin-top: 0;
`;

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 0 1rem;
`;

const Key = styled.code`
  font-size: 1.05em;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

/** The key as apps ask for it by hand: in groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The second factor (issue 24): set up (a QR code drawn by the server, the key, a first code),
 * the recovery codes shown once, and turning it off with a current code. Both changes ask for the
 * current password too (issue 36); an account made by single sign-on has none, and the server asks
 * it to have signed in within the last minutes instead.
 */
export function SecondFactorSection({ enabled, email, hasPassword }: { enabled: boolean; email: string; hasPassword: boolean }) {
  const t = useT();
  const [setUp, setup] = useMfaSetupMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const start = () => {
    setNotice(null);
    void setUp();
  };

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} email={email} onDone={() => setRecoveryCodes(null)} />;
  else if (enabled && turningOff)
    body = (
      <TurnOffForm
        hasPassword={hasPassword}
        onCancel={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          setNotice(t('account.mfaTurnedOff'));
        }}
      />
    );
  else if (enabled)
    body = (
      <>
        <p>{t('account.mfaOn')}</p>
        <Button variant="secondary" onClick={() => setTurningOff(true)}>
          {t('account.mfaTurnOff')}
        </Button>
      </>
    );
  else if (setup.data && !setup.isLoading)
    body = (
      <SetupForm
        setup={setup.data}
        hasPassword={hasPassword}
        onEnabled={(codes) => {
          setup.reset();
          setRecoveryCodes(codes);
        }}
        onCancel={() => setup.reset()}
      />
    );
  else
    body = (
      <>
        <p>{t('account.mfaOff')}</p>
        {setup.error !== undefined && <ErrorAlert error={setup.error} />}
        <Button onClick={start} disabled={setup.isLoading}>
          {t('account.mfaStart')}
        </Button>
      </>
    );

  return (
    <Card aria-labelledby="account-mfa">
      <Heading id="account-mfa">{t('account.mfa')}</Heading>
      {notice && <Alert variant="success">{notice}</Alert>}
      {body}
    </Card>
  );
}

const FIELD_OF_CODE = { MFA_CODE_INVALID: 'Code', CURRENT_PASSWORD: 'CurrentPassword' };
const EMPTY = { Code: '', CurrentPassword: '' };

/** The current password and a current code from the app, sent by `send`; a wrong one is shown on its field. */
function CodeForm(props: { send: (values: MfaChangeValues) => Promise<void>; hasPassword: boolean; submitLabel: string; danger?: boolean; onCancel: () => void }) {
  const { send, hasPassword, submitLabel, danger = false, onCancel } = props;
  const t = useT();
  const { outcome, onSubmit } = useFormOutcome((values: typeof EMPTY) => send(values), { fieldOfCode: FIELD_OF_CODE });
  return (
    <>
      <FormOutcomeAlert outcome={outcome} />
      <Formik initialValues={EMPTY} validationSchema={mfaChangeSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            {hasPassword && <TextField name="CurrentPassword" type="password" label={t('account.currentPassword')} autoComplete="current-password" />}
            <TextField name="Code" label={t('account.mfaCode')} inputMode="numeric" autoComplete="one-time-code" />
            <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={isSubmitting}>
              {submitLabel}
            </Button>{' '}
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              {t('account.cancel')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

function SetupForm(props: { setup: MfaSetupResponse; hasPassword: boolean; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { setup, hasPassword, onEnabled, onCancel } = props;
  const t = useT();
  const [enable] = useMfaEnableMutation();
  const startSession = useStartSession();
  // Every other session ended: this browser goes on with the new one, opened with the factor.
  const send = async (values: MfaChangeValues) => {
    const reply = await enable(values).unwrap();
    startSession(reply);
    onEnabled(reply.recovery_codes);
  };
  return (
    <>
      <Muted>{t('account.mfaScan')}</Muted>
      <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} alt={t('account.mfaQr')} />
      <p>
        {t('account.mfaKey')}: <Key data-testid="mfa-secret">{grouped(setup.secret)}</Key>
      </p>
      <CodeForm send={send} hasPassword={hasPassword} submitLabel={t('account.mfaEnable')} onCancel={onCancel} />
    </>
  );
}

/** Turning it off takes the password and a current code: a stolen session alone cannot remove the factor. */
function TurnOffForm({ hasPassword, onCancel, onDone }: { hasPassword: boolean; onCancel: () => void; onDone: () => void }) {
  const t = useT();
  const [disable] = useMfaDisableMutation();
  const send = async (values: MfaChangeValues) => {
    await disable(values).unwrap();
    onDone();
  };
  return (
    <>
      <Muted>{t('account.mfaTurnOffIntro')}</Muted>
      <CodeForm send={send} hasPassword={hasPassword} submitLabel={t('account.mfaTurnOff')} danger onCancel={onCancel} />
    </>
  );
}
