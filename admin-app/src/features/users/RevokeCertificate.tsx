import { useState } from 'react';
import { useRevokeCertificateMutation } from 'shared-api';
import { Button, ConfirmDialog, useT } from 'shared-ui';

/**
 * Revoke Certificate (admins only: leaders never manage certificates). /api/responses does not say
 * whether the user holds one, so the button is always there and the server's NO_CERTIFICATE shows
 * in the dialog.
 */
export function RevokeCertificate({ userId, name, email, onDone }: { userId: number; name: string; email: string; onDone: (msg: string) => void }) {
  const t = useT();
  const [revoke] = useRevokeCertificateMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {t('userAdmin.revokeCert')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('userAdmin.revokeCert')}
        confirmLabel={t('userAdmin.revokeCert')}
        cancelLabel={t('userAdmin.cancel')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const { msg } = await revoke({ userId }).unwrap();
          setConfirming(false);
          onDone(msg);
        }}
      >
        <p>{t('userAdmin.revokeCert.confirm', { name, email })}</p>
      </ConfirmDialog>
    </>
  );
}
