import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, type Actor } from '../audit';

/**
 * /api/delete-cohort: its users stay, with no cohort, and keep every answer, result and
 * certificate. Its links are disabled: the foreign key lets go of the cohort, and a link with
 * none would register people into the whole team, which nobody asked for.
 */
export async function deleteCohort({ db, cohortId, actor }: { db: Kysely<DB>; cohortId: number; actor: Actor }): Promise<{ name: string; users: number; links: number }> {
  return db.transaction().execute(async (trx) => {
    // Locked first: a user joining the cohort meanwhile waits, then finds it gone.
    const cohort = await trx.selectFrom('cohorts').select(['team_id', 'name']).where('id', '=', cohortId).forUpdate().executeTakeFirst();
    if (!cohort) throw new AppError('NOT_FOUND', { extra: { field: 'CohortId' } });
    const users = await trx.updateTable('users').set({ cohort_id: null }).where('cohort_id', '=', cohortId).executeTakeFirst();
    const links = await trx.updateTable('access_links').set({ disabled: true }).where('cohort_id', '=', cohortId).executeTakeFirst();
    await trx.deleteFrom('cohorts').where('id', '=', cohortId).execute();
    const counts = { users: Number(users.numUpdatedRows), links: Number(links.numUpdatedRows) };
    await recordAudit(trx, actor, {
      action: 'cohortDeleted',
      teamId: cohort.team_id,
      target: [cohortRef(cohortId, cohort.name)],
      facts: [{ fact: 'users', value: counts.users }, { fact: 'linksDisabled', value: counts.links }],
    });
    return { name: cohort.name, ...counts };
  });
}
