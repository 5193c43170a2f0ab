import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, type Actor } from '../audit';

/**
 * /api/edit-cohort: a new name for a cohort. A name another cohort of the team has (trimmed,
 * whatever its case) is 409 COHORT_TAKEN, decided by migration 016's unique index.
 */
export async function editCohort({ db, cohortId, name, actor }: { db: Kysely<DB>; cohortId: number; name: string; actor: Actor }): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('cohorts').select(['team_id', 'name']).where('id', '=', cohortId).forUpdate().executeTakeFirst();
      if (!current) throw new AppError('NOT_FOUND', { extra: { field: 'CohortId' } });
      await trx.updateTable('cohorts').set({ name }).where('id', '=', cohortId).execute();
      await recordAudit(trx, actor, {
        action: 'cohortRenamed',
        teamId: current.team_id,
        target: [cohortRef(cohortId, name)],
        facts: [{ fact: 'previousName', value: current.name }, { fact: 'name', value: name }],
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('COHORT_TAKEN', { extra: { field: 'CohortName' } });
    throw err;
  }
}
