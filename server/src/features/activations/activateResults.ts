import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { DB } from '../../db/types';
import { recordAudit, type Actor } from '../audit';
import { openResults, type ResultsOpened } from './queries';

/**
 * Lets these users see their results (the first activation time is kept), users the route found
 * and authorized, all of them (a typo must not half-apply); those who have not finished the
 * assessment when they do. One audit record per team they are in, so each team's leader reads
 * theirs. Returns how many were reached, how many see results now and how many wait.
 */
export async function activateResults({ db, userIds, actor }: { db: Kysely<DB>; userIds: number[]; actor: Actor }): Promise<{ users: number; finished: number; waiting: number }> {
  return inTransaction(db, async (trx) => {
    const found = await trx.selectFrom('users').select(['id', 'team_id']).where('id', 'in', userIds).execute();
    const known = new Set(found.map((u) => u.id));
    const teams = new Set(found.map((u) => u.team_id));
    const { opened, waiting }: ResultsOpened = await openResults({ db: trx, userIds });
    for (const teamId of teams) {
      const ids = found.filter((u) => u.team_id === teamId).map((u) => u.id);
      await recordAudit(trx, actor, { action: 'resultsOpenedForUsers', teamId, target: ids.map((id) => ({ kind: 'userId', id })), facts: [{ fact: 'users', value: ids.length }] });
    }
    return { users: known.size, finished: opened.length, waiting };
  });
}
