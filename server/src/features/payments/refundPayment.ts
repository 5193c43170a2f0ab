import type { Language } from 'shared-api/contract';
import { queueRefundConfirmation } from './emails';
import { paymentWithParties } from './queries';
import type { PaymentsDeps } from './provider';

/**
 * Refunds a paid payment in full: the provider first (its idempotency key makes a retry after a
 * failure one refund, not two), then the row and the payer's confirmation email, once. False when
 * there is nothing to refund (not paid, or refunded already).
 */
export async function refundPayment({ db, config, provider, paymentId }: PaymentsDeps & { paymentId: number }): Promise<boolean> {
  const payment = await paymentWithParties(db).where('payments.id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.status !== 'paid' || !payment.payment_intent) return false;
  const { refundId } = await provider.refund({ paymentIntent: payment.payment_intent, idempotencyKey: `refund-payment-${payment.id}` });
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('payments')
      .set({ status: 'refunded', refund_id: refundId, refunded_at: new Date() })
      .where('id', '=', payment.id)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n || !payment.user_email) return;
    await queueRefundConfirmation({
      db: trx,
      config,
      to: { name: payment.user_name ?? '', email: payment.user_email, language: (payment.user_language ?? 'ENG') as Language },
      className: payment.class_name ?? '',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      reference: refundId,
    });
  });
  return true;
}
