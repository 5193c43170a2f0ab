import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLeaveClassMutation } from 'shared-api';
import type { ClassFields } from 'shared-api';
import { Button, ConfirmDialog, useFormat, useT } from 'shared-ui';
import type { ButtonVariant } from 'shared-ui';

export interface LeaveClassProps {
  cls: ClassFields;
  paid: boolean;
  refundable: boolean;
  label: ReactNode;
  variant?: ButtonVariant;
  /** The server's message on success; the error on failure. */
  onLeft: (msg: string) => void;
  onFailed: (error: unknown) => void;
}

/**
 * Leaving a class, after a confirmation that says what happens to the payment: refunded in full
 * inside the window, none due after it (the server then needs ConfirmNoRefund), or nothing paid.
 */
export function LeaveClass({ cls, paid, refundable, label, variant = 'secondary', onLeft, onFailed }: LeaveClassProps) {
  const t = useT();
  const format = useFormat();
  const [leave, { isLoading }] = useLeaveClassMutation();
  const [asking, setAsking] = useState(false);
  const owed = paid && cls.price > 0;
  const question = !owed
    ? t('checkout.confirmLeave', { name: cls.name })
    : refundable
      ? t('checkout.confirmLeaveRefund', { name: cls.name, amount: format.price(cls.price, cls.currency) })
      : t('checkout.confirmLeaveNoRefund', { name: cls.name });
  return (
    <>
      <Button variant={variant} onClick={() => setAsking(true)} disabled={isLoading}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('checkout.leave')}
        confirmLabel={t('classes.detail.confirm')}
        cancelLabel={t('classes.form.cancel')}
        danger={owed && !refundable}
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const { msg } = await leave({ confirmNoRefund: owed && !refundable }).unwrap();
            setAsking(false);
            onLeft(msg);
          } catch (error) {
            setAsking(false);
            onFailed(error);
          }
        }}
      >
        <p>{question}</p>
      </ConfirmDialog>
    </>
  );
}
