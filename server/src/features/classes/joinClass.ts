import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { paidPayment } from '../payments';
import { releaseSeat } from './queries';
import { enrol } from './enrol';

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
