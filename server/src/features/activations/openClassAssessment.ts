import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { recordAudit, type Actor } from '../audit';
import { lockClass } from './queries';

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
