import type { PaymentStatus } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Badge, useT } from 'shared-ui';
import type { Tone } from 'shared-ui';

export const STATUS_LABELS: Record<PaymentStatus, DictionaryKey> = {
  pending: 'payments.status.pending',
  paid: 'payments.status.paid',
  refunded: 'payments.status.refunded',
  expired: 'payments.status.expired',
};

const TONES: Record<PaymentStatus, Tone> = { pending: 'yellow', paid: 'green', refunded: 'blue', expired: 'gray' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(STATUS_LABELS[status])}</Badge>;
}
