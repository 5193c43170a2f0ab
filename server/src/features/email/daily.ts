import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';

/**
 * Records that each user gets today's notice of `kind` (a reminder of a questionnaire, 'your
 * results are ready', the reassessment's invitation) and returns those who had not had it today:
 * each kind reaches a person at most once a day, however often what sends it is toggled or
 * repeated. The table's key decides two sends at once (reminders_sent, migration 017, which every
 * kind of notice shares).
 */
export async function claimDailyNotices(trx: Transaction<DB>, userIds: readonly number[], kind: string, day: string): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const fresh = await trx
    .insertInto('reminders_sent')
    .values(userIds.map((id) => ({ user_id: id, questionnaire: kind, sent_on: day })))
    .onConflict((oc) => oc.columns(['user_id', 'questionnaire', 'sent_on']).doNothing())
    .returning('user_id')
    .execute();
  return new Set(fresh.map((row) => row.user_id));
}
