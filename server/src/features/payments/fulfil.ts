import type { Kysely } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { queueReceipt, queueRefundConfirmation } from './emails';
import type { PaymentProvider, ProviderSession } from './provider';
import { paymentWithParties } from './queries';

export interface PaymentsDeps {
  db: Kysely<DB>;
  config: Config;
  provider: PaymentProvider;
}

/**
 * The one fulfilment (docs.stripe.com/checkout/fulfillment), called by the signed webhook and by
 * the success page, in any order and any number of times: the payment row is locked, and only
 * the first call that finds it unpaid marks it paid, opens the class's assessment to the payer if
 * the class has, and queues the receipt. A session paid after its payer left the class (or was
 * deleted) is refunded at once. `reported`: the session as the webhook's event carries it;
 * otherwise the provider is asked. Returns whether the session is paid.
 */
export async function fulfilCheckout(deps: PaymentsDeps & { sessionId: string; reported?: ProviderSession }): Promise<{ paid: boolean }> {
  const { db, config, provider, sessionId } = deps;
  const session = deps.reported ?? (await provider.retrieveSession(sessionId));
  if (!session) throw new AppError('NOT_FOUND', { extra: { field: 'session_id' } });
  if (!session.paid) return { paid: false };

  const outcome = await db.transaction().execute(async (trx) => {
    let payment = await trx.selectFrom('payments').select(['id', 'status']).where('session_id', '=', session.id).forUpdate().executeTakeFirst();
    // A session whose row was never written (the server stopped between the provider and the
    // insert): its metadata says whose it is.
    if (!payment) payment = await insertFromMetadata(trx, provider, session);
    if (payment.status === 'paid' || payment.status === 'refunded') return { first: false, id: payment.id, enrolled: true };
    await trx
      .updateTable('payments')
      .set({ status: 'paid', paid_at: new Date(), payment_intent: session.paymentIntent })
      .where('id', '=', payment.id)
      .execute();
    const row = await paymentWithParties(trx).where('payments.id', '=', payment.id).executeTakeFirstOrThrow();
    const enrolled = row.user_id !== null && row.user_class_id === row.class_id;
    if (enrolled && row.user_id !== null) {
      if (row.assessment_open) await trx.updateTable('users').set({ assessment_active: true }).where('id', '=', row.user_id).execute();
      await queueReceipt({
        db: trx,
        config,
        to: { name: row.user_name ?? '', email: row.user_email ?? '', language: (row.user_language ?? 'ENG') as Language },
        className: row.class_name ?? '',
        amountMinor: row.amount_minor,
        currency: row.currency,
        reference: session.paymentIntent ?? session.id,
      });
    }
    return { first: true, id: payment.id, enrolled };
  });
  if (outcome.first && !outcome.enrolled) await refundPayment({ db, config, provider, paymentId: outcome.id });
  return { paid: true };
}

async function insertFromMetadata(trx: Parameters<typeof paymentWithParties>[0], provider: PaymentProvider, session: ProviderSession) {
  const userId = Number(session.metadata.userId);
  const classId = Number(session.metadata.classId);
  if (!Number.isInteger(userId) || !Number.isInteger(classId) || !session.amountMinor || !session.currency) {
    throw new AppError('NOT_FOUND', { extra: { field: 'session_id' } });
  }
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  const cls = await trx.selectFrom('classes').select('id').where('id', '=', classId).executeTakeFirst();
  return trx
    .insertInto('payments')
    .values({
      user_id: user?.id ?? null,
      class_id: cls?.id ?? null,
      provider: provider.mode,
      session_id: session.id,
      amount_minor: session.amountMinor,
      currency: session.currency,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}

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
