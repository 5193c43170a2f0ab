import type { Kysely, Transaction } from 'kysely';
import { isRefundable } from 'shared-api/contract';
import type { DB } from '../../db/types';

export type Db = Kysely<DB> | Transaction<DB>;

/** The payer and the class a payment is for, as the emails, the fulfilment and the receipt need them. */
export function paymentWithParties(db: Db) {
  return db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.user_id')
    .leftJoin('classes', 'classes.id', 'payments.class_id')
    .select([
      'payments.id', 'payments.user_id', 'payments.class_id', 'payments.session_id', 'payments.amount_minor', 'payments.currency',
      'payments.status', 'payments.payment_intent', 'payments.refund_id', 'payments.provider', 'payments.paid_at', 'payments.refunded_at',
      'users.name as user_name', 'users.email as user_email', 'users.language as user_language', 'users.class_id as user_class_id',
      'users.team_id as user_team_id',
      'classes.name as class_name', 'classes.assessment_open',
    ]);
}

/** A paid, unrefunded payment of this user for this class. */
export function paidPayment(db: Db, userId: number, classId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('class_id', '=', classId)
    .where('status', '=', 'paid')
    .orderBy('id', 'desc')
    .limit(1);
}

/** A test-mode checkout session, as its page and its Cancel button read it. */
export function findTestSession(db: Db, sessionId: string) {
  return db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

/**
 * Paid seats that could still be refunded in full (isRefundable: the class has not come close to
 * its start) and that their payer still holds: of these users, or of every user of a team.
 */
export async function refundableSeats(db: Db, of: { userIds: readonly number[] } | { teamId: number }) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('users', (join) => join.onRef('users.id', '=', 'payments.user_id').onRef('users.class_id', '=', 'payments.class_id'))
    .innerJoin('classes', 'classes.id', 'payments.class_id')
    .select(['users.id as user_id', 'users.name as user_name', 'classes.name as class_name', 'classes.starts_at'])
    .where('payments.status', '=', 'paid')
    .where((eb) => ('teamId' in of ? eb('users.team_id', '=', of.teamId) : eb('users.id', 'in', of.userIds.length ? of.userIds : [0])))
    .orderBy('payments.id')
    .execute();
  return rows.filter((row) => isRefundable(row.starts_at));
}
