import { useState } from 'react';
import { useLeaveClassMutation } from 'shared-api';
import type { ClassFields } from 'shared-api';
import { Button, ConfirmDialog, useFormat, useT } from 'shared-ui';

export interface LeaveClassProps {
  /** A class the participant has paid for (or that has nothing to pay). */
  cls: ClassFields;
  refundable: boolean;
  /** The server's message once left; a failure stays in the dialog. */
  onLeft: (msg: string) => void;
}

/**
 * Cancel My Enrollment, after a confirmation that says what happens to the payment: refunded in
 * full inside the window, none due after it (the server then needs ConfirmNoRefund), or nothing
 * paid for a free class.
 */
export function LeaveClass({ cls, refundable, onLeft }: LeaveClassProps) {
  const t = useT();
  const format = useFormat();
  const [leave, { isLoading }] = useLeaveClassMutation();
  const [asking, setAsking] = useState(false);
  const owed = cls.price > 0;
  const question = !owed
    ? t('checkout.confirmLeave', { name: cls.name })
    : refundable
      ? t('checkout.confirmLeaveRefund', { name: cls.name, amount: format.price(cls.price, cls.currency) })
      : t('checkout.confirmLeaveNoRefund', { name: cls.name });
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={isLoading}>
        {t('checkout.leave')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('checkout.leave')}
        confirmLabel={t('classes.detail.confirm')}
        cancelLabel={t('classes.form.cancel')}
        danger={owed && !refundable}
        failureTitle={t('classes.leaveError')}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          const { msg } = await leave({ confirmNoRefund: owed && !refundable }).unwrap();
          setAsking(false);
          onLeft(msg);
        }}
      >
        <p>{question}</p>
      </ConfirmDialog>
    </>
  );
}
