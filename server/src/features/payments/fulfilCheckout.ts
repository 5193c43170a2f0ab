import type { Language } from 'shared-api/contract';
import { AppError } from '../../http/errors';
import { queueReceipt } from './emails';
import { recordedAs, type PaymentProvider, type PaymentsDeps, type ProviderSession } from './provider';
import { paymentWithParties } from './queries';
import { refundPayment } from './refundPayment';

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
      provider: recordedAs(provider),
      session_id: session.id,
      amount_minor: session.amountMinor,
      currency: session.currency,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}
