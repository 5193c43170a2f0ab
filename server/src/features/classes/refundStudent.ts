import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { expirePendingCheckouts, paidPayment, refundPayment, type PaymentProvider } from '../payments';
import { removeFromClass } from './queries';
import { recordAudit, userRefs, type Actor } from '../audit';

/**
 * The class page's Refund: an admin refunds a student in full, whatever the date, and the student
 * leaves the class. A student with nothing paid only leaves it.
 */
export async function refundStudent(options: { db: Kysely<DB>; config: Config; provider: PaymentProvider; classId: number; userId: number; actor: Actor }) {
  const { db, config, provider, classId, userId, actor } = options;
  const student = await db.selectFrom('users').select(['name', 'email', 'class_id', 'team_id']).where('id', '=', userId).executeTakeFirst();
  const payment = await paidPayment(db, userId, classId).executeTakeFirst();
  if (!student || (student.class_id !== classId && !payment)) throw new AppError('NOT_FOUND', { extra: { field: 'UserID' } });
  const refunded = payment ? await refundPayment({ db, config, provider, paymentId: payment.id }) : false;
  await removeFromClass({ db, userId, classId });
  await expirePendingCheckouts({ db, config, provider, userId, classId });
  const currency = payment?.currency ?? 'usd';
  // After the provider's refund (an outside call no transaction can hold): the record of it.
  await recordAudit(db, actor, {
    action: 'studentRefunded',
    teamId: student.team_id,
    target: [...userRefs([{ id: userId, email: student.email }]), { kind: 'class', id: classId }],
    facts: [refunded ? { fact: 'refunded', value: { minor: payment?.amount_minor ?? 0, currency } } : { fact: 'nothingRefunded' }, { fact: 'leftClass' }],
  });
  return { refunded, name: student.name, amountMinor: payment?.amount_minor ?? 0, currency };
}
