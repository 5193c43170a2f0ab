import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, type Actor } from '../audit';

/**
 * /api/cancel-scheduled: a pending action will not run. One that has run, is running (its row is
 * locked by the instance carrying it out: this waits, then finds it done) or was cancelled is
 * refused, so the answer never claims to have stopped what happened.
 */
export async function cancelScheduled({ db, id, actor }: { db: Kysely<DB>; id: number; actor: Actor }): Promise<{ action: string }> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('scheduled_actions')
      .set({ status: 'cancelled', done_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['action', 'team_id', 'cohort_id'])
      .executeTakeFirst();
    if (!cancelled) throw new AppError('SCHEDULE_NOT_PENDING', { extra: { field: 'ID' } });
    await recordAudit(trx, actor, {
      action: 'scheduleCancelled',
      teamId: cancelled.team_id,
      target: [cohortRef(cancelled.cohort_id)],
      facts: [{ fact: 'scheduledAction', value: cancelled.action }],
    });
    return { action: cancelled.action };
  });
}
