import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { openResults } from '../assessment';

async function lockClass(trx: Kysely<DB>, classId: number) {
  const cls = await trx.selectFrom('classes').select(['id', 'price_minor']).where('id', '=', classId).forUpdate().executeTakeFirst();
  if (!cls) throw new AppError('NOT_FOUND', { extra: { field: 'ClassID' } });
  return cls;
}

/**
 * 'Open Assessment' (SPEC.md section 2): every student of the class may start the assessment;
 * in a priced class, every student who has paid (the others once they pay: fulfilment reads
 * assessment_open). Returns how many students it opened it to.
 */
export async function openClassAssessment({ db, classId }: { db: Kysely<DB>; classId: number }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cls = await lockClass(trx, classId);
    await trx
      .updateTable('classes')
      .set({ assessment_open: true, status: sql`case when status = 'results' then status else 'assessment' end` })
      .where('id', '=', classId)
      .execute();
    let students = trx.updateTable('users').set({ assessment_active: true }).where('class_id', '=', classId);
    if (cls.price_minor > 0) {
      students = students.where((eb) =>
        eb.exists(
          eb.selectFrom('payments').select('payments.id')
            .whereRef('payments.user_id', '=', 'users.id')
            .where('payments.class_id', '=', classId)
            .where('payments.status', '=', 'paid'),
        ),
      );
    }
    return Number((await students.executeTakeFirst()).numUpdatedRows);
  });
}

/** 'Open Results': every student of the class sees their results. Returns how many. */
export async function openClassResults({ db, classId }: { db: Kysely<DB>; classId: number }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    await trx.updateTable('classes').set({ results_open: true, status: 'results' }).where('id', '=', classId).execute();
    return openResults({ db: trx, userIds: trx.selectFrom('users').select('id').where('class_id', '=', classId) });
  });
}
