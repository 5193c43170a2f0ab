import { useState } from 'react';
import { useMfaResetMutation } from 'shared-api';
import { Button, ConfirmDialog, useT } from 'shared-ui';

/**
 * Reset Second Factor (admins only, issue 24): for a user who lost their authenticator app. They
 * log in with their password alone until they set up a new one; the server audits it.
 */
export function ResetSecondFactor({ userId, name, email, onDone }: { userId: number; name: string; email: string; onDone: (msg: string) => void }) {
  const t = useT();
  const [reset] = useMfaResetMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {t('userAdmin.mfaReset')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('userAdmin.mfaReset')}
        confirmLabel={t('userAdmin.mfaReset')}
        cancelLabel={t('userAdmin.cancel')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await reset(userId).unwrap();
          setConfirming(false);
          onDone(t('userAdmin.mfaReset.done', { name }));
        }}
      >
        <p>{t('userAdmin.mfaReset.confirm', { name, email })}</p>
      </ConfirmDialog>
    </>
  );
}
