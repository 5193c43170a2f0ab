import { useState } from 'react';
import styled from 'styled-components';
import { Form, Formik } from 'formik';
import { mfaCodeSchema, useMfaDisableMutation, useMfaEnableMutation, useMfaSetupMutation } from 'shared-api/whole';
import type { MfaSetupResponse } from 'shared-api/whole';
import { Alert, Button, Card, ErrorAlert, FormOutcomeAlert, Muted, TextField, useFormOutcome, useT } from 'shared-ui';
import { RecoveryCodes } from './RecoveryCodes';

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
 * the recovery codes shown once, and turning it off with a current code.
 */
export function SecondFactorSection({ enabled, email }: { enabled: boolean; email: string }) {
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

/** A current code from the app, sent by `send`; a wrong one is shown on its field. */
function CodeForm(props: { send: (code: string) => Promise<void>; submitLabel: string; danger?: boolean; onCancel: () => void }) {
  const { send, submitLabel, danger = false, onCancel } = props;
  const t = useT();
  const { outcome, onSubmit } = useFormOutcome(({ Code }: { Code: string }) => send(Code), { fieldOfCode: { MFA_CODE_INVALID: 'Code' } });
  return (
    <>
      <FormOutcomeAlert outcome={outcome} />
      <Formik initialValues={{ Code: '' }} validationSchema={mfaCodeSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
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

function SetupForm({ setup, onEnabled, onCancel }: { setup: MfaSetupResponse; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT();
  const [enable] = useMfaEnableMutation();
  const send = async (Code: string) => onEnabled((await enable({ Code }).unwrap()).recovery_codes);
  return (
    <>
      <Muted>{t('account.mfaScan')}</Muted>
      <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} alt={t('account.mfaQr')} />
      <p>
        {t('account.mfaKey')}: <Key data-testid="mfa-secret">{grouped(setup.secret)}</Key>
      </p>
      <CodeForm send={send} submitLabel={t('account.mfaEnable')} onCancel={onCancel} />
    </>
  );
}

/** Turning it off takes a current code: a stolen session alone cannot remove the factor. */
function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const t = useT();
  const [disable] = useMfaDisableMutation();
  const send = async (Code: string) => {
    await disable({ Code }).unwrap();
    onDone();
  };
  return (
    <>
      <Muted>{t('account.mfaTurnOffIntro')}</Muted>
      <CodeForm send={send} submitLabel={t('account.mfaTurnOff')} danger onCancel={onCancel} />
    </>
  );
}
