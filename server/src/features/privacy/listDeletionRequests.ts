import type { Kysely } from 'kysely';
import { addDays, DELETION_DUE_DAYS, type DeletionRequestsResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';

/**
 * The confirmed requests not carried out yet (deleting the user removes theirs), the longest
 * waiting first, each with the day by which it is due.
 */
export async function listDeletionRequests({ db }: { db: Kysely<DB> }): Promise<DeletionRequestsResponse> {
  const rows = await db
    .selectFrom('deletion_requests')
    .innerJoin('users', 'users.id', 'deletion_requests.user_id')
    .innerJoin('teams', 'teams.id', 'users.team_id')
    .select(['users.id', 'users.name', 'users.email', 'teams.id as team_id', 'teams.name as team_name', 'requested_at', 'confirmed_at'])
    .where('confirmed_at', 'is not', null)
    .orderBy('confirmed_at')
    .orderBy('users.id')
    .execute();
  return {
    requests: rows.map((row) => {
      const confirmedAt = new Date(row.confirmed_at as Date);
      return {
        userId: row.id,
        name: row.name,
        email: row.email,
        teamId: row.team_id,
        teamName: row.team_name,
        requestedAt: new Date(row.requested_at).toISOString(),
        confirmedAt: confirmedAt.toISOString(),
        dueBy: addDays(confirmedAt, DELETION_DUE_DAYS).toISOString(),
      };
    }),
  };
}
