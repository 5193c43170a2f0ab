import type { Kysely } from 'kysely';
import { isRefundable, type Language } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { expirePendingCheckouts, paidPayment, refundPayment, type PaymentProvider } from '../payments';
import { queueEnrolmentEmail } from './emails';
import { ofTeam, releaseSeat, takeSeat, type Db } from './queries';

export interface Enrollee {
  id: number;
  name: string;
  email: string;
  team_id: number;
  language: Language;
}

/**
 * Takes a seat in a class open to the user's team, inside the caller's transaction: a class
 * that is not open to the team is INVALID_CLASS, one no longer accepting CLASS_CLOSED, a full
 * one CLASS_FULL; nothing is written then. Queues the enrolment email with the change.
 */
export async function enrol({ db, config, user, classId }: { db: Db; config: Config; user: Enrollee; classId: number }) {
  const cls = await ofTeam(db, user.team_id).where('classes.id', '=', classId).executeTakeFirst();
  if (!cls) throw new AppError('INVALID_CLASS');
  if (!cls.accepting) throw new AppError('CLASS_CLOSED');
  if (!(await takeSeat(db, classId))) throw new AppError('CLASS_FULL');
  const free = cls.price_minor === 0;
  await db
    .updateTable('users')
    .set({ class_id: classId, ...(cls.assessment_open ? { assessment_active: true } : {}) })
    .where('id', '=', user.id)
    .execute();
  await queueEnrolmentEmail({ db, config, to: user, cls });
  return cls;
}

/**
 * /api/join-class: the user's seat moves to this class in one transaction. A user who has paid
 * for their current class must leave it first (the refund rule applies there); an unpaid seat
 * is given back. Joining the class one is in changes nothing.
 */
export async function joinClass({ db, config, userId, classId }: { db: Kysely<DB>; config: Config; userId: number; classId: number }) {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'name', 'email', 'team_id', 'language', 'class_id']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    if (user.class_id === classId) {
      const cls = await trx.selectFrom('classes').select('name').where('id', '=', classId).executeTakeFirstOrThrow();
      return { name: cls.name };
    }
    if (user.class_id !== null) {
      if (await paidPayment(trx, user.id, user.class_id).executeTakeFirst()) throw new AppError('LEAVE_PAID_CLASS_FIRST');
      await releaseSeat(trx, user.class_id);
    }
    const cls = await enrol({ db: trx, config, user, classId });
    return { name: cls.name };
  });
}

/**
 * /api/leave-class. A paid seat is refunded in full up to REFUND_WINDOW_DAYS before the start;
 * later the participant must confirm (ConfirmNoRefund) that they leave without one. The refund
 * goes first: if the provider cannot be reached the participant stays enrolled and may try again.
 */
export async function leaveClass(options: {
  db: Kysely<DB>;
  config: Config;
  provider: PaymentProvider;
  userId: number;
  confirmNoRefund: boolean;
  now?: Date;
}): Promise<{ refunded: boolean; amountMinor: number; currency: string }> {
  const { db, config, provider, userId } = options;
  const current = await db
    .selectFrom('users')
    .innerJoin('classes', 'classes.id', 'users.class_id')
    .select(['classes.id', 'classes.starts_at', 'classes.currency'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!current) throw new AppError('NOT_IN_CLASS');
  const payment = await paidPayment(db, userId, current.id).executeTakeFirst();
  let refunded = false;
  if (payment) {
    if (!isRefundable(current.starts_at, options.now)) {
      if (!options.confirmNoRefund) throw new AppError('NO_REFUND_CONFIRM', { extra: { refundable: false } });
    } else {
      refunded = await refundPayment({ db, config, provider, paymentId: payment.id });
    }
  }
  await removeFromClass({ db, userId, classId: current.id });
  await expirePendingCheckouts({ db, config, provider, userId, classId: current.id });
  // A payment fulfilled between the check above and the removal found its payer still enrolled
  // and kept the money; they never agreed to go without it, so it is refunded now.
  const late = payment ? undefined : await paidPayment(db, userId, current.id).executeTakeFirst();
  if (late) refunded = await refundPayment({ db, config, provider, paymentId: late.id });
  const settled = payment ?? late;
  return { refunded, amountMinor: settled?.amount_minor ?? 0, currency: settled?.currency ?? current.currency };
}

/**
 * The user leaves the class and its seat is given back, once, whoever calls first. An assessment
 * the class opened to them closes with it, unless they have finished it.
 */
export async function removeFromClass({ db, userId, classId }: { db: Kysely<DB>; userId: number; classId: number }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const left = await trx.updateTable('users').set({ class_id: null }).where('id', '=', userId).where('class_id', '=', classId).executeTakeFirst();
    if (left.numUpdatedRows !== 1n) return false;
    await releaseSeat(trx, classId);
    const cls = await trx.selectFrom('classes').select('assessment_open').where('id', '=', classId).executeTakeFirstOrThrow();
    if (cls.assessment_open) {
      await trx.updateTable('users').set({ assessment_active: false }).where('id', '=', userId).where('finished_assessment', '=', false).execute();
    }
    return true;
  });
}
