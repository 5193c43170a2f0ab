import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { recordAudit, type Actor } from '../audit';
import { lockClass, openResults } from './queries';

/** 'Open Results': every student of the class who finished the assessment sees their results, the others when they finish. */
export async function openClassResults({ db, classId, actor }: { db: Kysely<DB>; classId: number; actor: Actor }): Promise<{ users: number; finished: number; waiting: number }> {
  return db.transaction().execute(async (trx) => {
    const cls = await lockClass(trx, classId);
    await trx.updateTable('classes').set({ results_open: true, status: 'results' }).where('id', '=', classId).execute();
    const { opened, waiting } = await openResults({ db: trx, userIds: trx.selectFrom('users').select('id').where('class_id', '=', classId) });
    await recordAudit(trx, actor, { action: 'classResultsOpened', teamId: cls.team_id, target: [{ kind: 'class', id: classId }], facts: [{ fact: 'students', value: opened.length }] });
    return { users: opened.length + waiting, finished: opened.length, waiting };
  });
}
