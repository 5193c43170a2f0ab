import { useAppConfigQuery } from 'shared-api';
import { Alert, useT } from 'shared-ui';

/**
 * In production without Stripe keys no card is taken (issue 36): a priced class cannot be paid for
 * until the STRIPE_* variables are set, and its admin is told so here rather than by participants.
 */
export function CardPaymentsOff() {
  const t = useT();
  if (useAppConfigQuery().data?.cardPayments !== 'off') return null;
  return <Alert variant="error">{t('payments.cardPaymentsOff')}</Alert>;
}
