import type { Kysely } from 'kysely';
import { isRefundable, type CurrentUserClassResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { findReceiptLink, paidPayment } from '../payments';
import { selectClasses, toClassFields } from './queries';

/**
 * /api/current-user-class: the user's class, whether it is paid, whether leaving now refunds, and
 * the payment's receipt link (signed for the caller's session `sessionHash`).
 */
export async function findCurrentUserClass({ db, user, sessionHash }: {
  db: Kysely<DB>;
  user: { id: number; team_id: number; class_id: number | null };
  sessionHash: string;
}): Promise<CurrentUserClassResponse> {
  if (user.class_id === null) return { class: null, TeamID: user.team_id, paid: false, refundable: false, receipt_link: '' };
  const row = await selectClasses(db).where('classes.id', '=', user.class_id).executeTakeFirstOrThrow();
  const payment = await paidPayment(db, user.id, row.id).executeTakeFirst();
  return {
    class: toClassFields(row),
    TeamID: user.team_id,
    paid: row.price_minor === 0 || Boolean(payment),
    refundable: Boolean(payment) && isRefundable(row.starts_at),
    receipt_link: payment ? await findReceiptLink({ db, userId: user.id, paymentId: payment.id, sessionHash }) : '',
  };
}
