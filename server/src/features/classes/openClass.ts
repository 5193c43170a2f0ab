import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { openResults } from '../assessment';
import { recordAudit, type Actor } from '../audit';

async function lockClass(trx: Kysely<DB>, classId: number) {
  const cls = await trx.selectFrom('classes').select(['id', 'team_id']).where('id', '=', classId).forUpdate().executeTakeFirst();
  if (!cls) throw new AppError('NOT_FOUND', { extra: { field: 'ClassID' } });
  return cls;
}

/**
 * 'Open Assessment' (SPEC.md section 2): every student of the class may start the assessment. An
 * unpaid student of a priced class is still sent to checkout first (payForClass comes before
 * active); a student who joins later is let in on joining or paying (the class keeps
 * assessment_open). Returns how many students it opened it to.
 */
export async function openClassAssessment({ db, classId, actor }: { db: Kysely<DB>; classId: number; actor: Actor }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cls = await lockClass(trx, classId);
    await trx
      .updateTable('classes')
      .set({ assessment_open: true, status: sql`case when status = 'results' then status else 'assessment' end` })
      .where('id', '=', classId)
      .execute();
    const opened = Number((await trx.updateTable('users').set({ assessment_active: true }).where('class_id', '=', classId).executeTakeFirst()).numUpdatedRows);
    await recordAudit(trx, actor, { action: 'classAssessmentOpened', teamId: cls.team_id, target: [{ kind: 'class', id: classId }], facts: [{ fact: 'students', value: opened }] });
    return opened;
  });
}

/** 'Open Results': every student of the class sees their results. Returns how many. */
export async function openClassResults({ db, classId, actor }: { db: Kysely<DB>; classId: number; actor: Actor }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cls = await lockClass(trx, classId);
    await trx.updateTable('classes').set({ results_open: true, status: 'results' }).where('id', '=', classId).execute();
    const opened = await openResults({ db: trx, userIds: trx.selectFrom('users').select('id').where('class_id', '=', classId) });
    await recordAudit(trx, actor, { action: 'classResultsOpened', teamId: cls.team_id, target: [{ kind: 'class', id: classId }], facts: [{ fact: 'students', value: opened }] });
    return opened;
  });
}
