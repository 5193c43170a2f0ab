import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { verifyPdfToken } from '../assessment';
import { recordUserRead } from '../audit';
import { paymentWithParties } from './queries';
import { renderReceiptPdf } from './receiptPdf';

/**
 * /api/payment-receipt?token=: the receipt a link names, in its payer's language. The token names
 * the payer and the payment; a payment never paid (pending, expired) has no receipt. An admin who
 * opens a participant's link is recorded as a reader, as for a certificate.
 */
export async function findReceiptPdf({ db, token }: { db: Kysely<DB>; token: unknown }): Promise<Buffer> {
  const { userId, reader, version } = await verifyPdfToken({ db, token, purpose: 'receipt' });
  const paymentId = Number(version);
  if (!Number.isSafeInteger(paymentId)) throw new AppError('NOT_FOUND');
  const row = await paymentWithParties(db)
    .where('payments.id', '=', paymentId)
    .where('payments.user_id', '=', userId)
    .where('payments.status', 'in', ['paid', 'refunded'])
    .executeTakeFirst();
  // The payer's columns come through a left join: null only if they were gone, which the where rules out.
  if (!row?.paid_at || row.user_email === null || row.user_name === null || row.user_language === null || row.user_team_id === null) {
    throw new AppError('NOT_FOUND');
  }
  const pdf = await renderReceiptPdf(
    {
      id: row.id,
      payer: { name: row.user_name, email: row.user_email },
      className: row.class_name,
      amountMinor: row.amount_minor,
      currency: row.currency,
      paidAt: new Date(row.paid_at),
      reference: row.payment_intent ?? row.session_id,
      refund: row.refunded_at ? { at: new Date(row.refunded_at), reference: row.refund_id ?? '-' } : null,
      testMode: row.provider === 'test',
    },
    row.user_language,
  );
  await recordUserRead(db, reader, 'receiptDownloaded', { id: userId, email: row.user_email, teamId: row.user_team_id });
  return pdf;
}
