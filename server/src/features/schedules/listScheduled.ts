import type { Kysely } from 'kysely';
import type { ScheduledResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';

/** /api/scheduled: a team's pending actions, the next first. */
export async function listScheduled({ db, teamId }: { db: Kysely<DB>; teamId: number }): Promise<ScheduledResponse> {
  const rows = await db
    .selectFrom('scheduled_actions')
    .innerJoin('users', 'users.id', 'scheduled_actions.created_by')
    .leftJoin('cohorts', 'cohorts.id', 'scheduled_actions.cohort_id')
    .select(['scheduled_actions.id', 'scheduled_actions.action', 'scheduled_actions.run_at', 'scheduled_actions.cohort_id', 'cohorts.name as cohort', 'scheduled_actions.params', 'users.email'])
    .where('scheduled_actions.team_id', '=', teamId)
    .where('scheduled_actions.status', '=', 'pending')
    .orderBy('scheduled_actions.run_at')
    .orderBy('scheduled_actions.id')
    .execute();
  return {
    scheduled: rows.map((row) => ({
      id: row.id,
      action: row.action,
      at: new Date(row.run_at).toISOString(),
      cohort_id: row.cohort_id,
      cohort: row.cohort,
      questionnaire: typeof row.params.Questionnaire === 'string' ? row.params.Questionnaire : null,
      users: Array.isArray(row.params.UserIDs) ? row.params.UserIDs.length : null,
      created_by: row.email,
    })),
  };
}
