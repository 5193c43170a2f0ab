import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { assertTeam } from './queries';

/**
 * /api/add-cohort. A name the team already uses (trimmed, whatever its case) is 409 COHORT_TAKEN:
 * the unique index of migration 016 decides, so two calls at once cannot both make it.
 */
export async function createCohort({ db, teamId, name, actor }: { db: Kysely<DB>; teamId: number; name: string; actor: Actor }): Promise<number> {
  await assertTeam(db, teamId);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('cohorts').values({ team_id: teamId, name }).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: 'cohortCreated', teamId, target: [cohortRef(row.id, name)], facts: [{ fact: 'name', value: name }] });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('COHORT_TAKEN', { extra: { field: 'CohortName' } });
    throw err;
  }
}
