import { receiptPdfUrl } from 'shared-api/contract';
import { createPdfToken } from '../assessment';
import type { Db } from './queries';

/**
 * The receipt link of a paid payment: signed for that payment and its payer only, valid while the
 * session that asked (`sessionHash`) lives, as the portal's certificate link is.
 */
export async function findReceiptLink({ db, userId, paymentId, sessionHash }: { db: Db; userId: number; paymentId: number; sessionHash: string }): Promise<string> {
  return receiptPdfUrl(await createPdfToken({ db, userId, sessionHash, purpose: 'receipt', version: String(paymentId) }));
}
