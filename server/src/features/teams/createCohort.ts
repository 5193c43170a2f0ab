import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { recordAudit, type Actor } from '../audit';
import { assertTeam } from './queries';

export async function createCohort({ db, teamId, name, actor }: { db: Kysely<DB>; teamId: number; name: string; actor: Actor }): Promise<number> {
  await assertTeam(db, teamId);
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'cohortCreated', teamId, target: [{ kind: 'cohort', id: row.id }], facts: [{ fact: 'name', value: name }] });
    return row.id;
  });
}
