import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { cohortRef, recordAudit, type Actor } from '../audit';
import { assertAudience, type Audience } from '../teams';

/**
 * Stores a call to be carried out at `at` (header At of an activation, its undo or a reminder):
 * the team and cohort are checked now, as the call would check them; the run checks them again.
 * Returns the plan's id.
 */
export async function scheduleAction({ db, action, audience, params, at, actor }: {
  db: Kysely<DB>;
  action: string;
  audience: Audience;
  params: Record<string, unknown>;
  at: Date;
  actor: Actor;
}): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertAudience(trx, audience);
    const { id } = await trx
      .insertInto('scheduled_actions')
      .values({ team_id: audience.teamId, cohort_id: audience.cohortId, action, params: JSON.stringify(params), run_at: at, created_by: actor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'actionScheduled',
      teamId: audience.teamId,
      target: [cohortRef(audience.cohortId)],
      facts: [{ fact: 'scheduledAction', value: action }, { fact: 'scheduledFor', value: { at: at.toISOString() } }],
    });
    return id;
  });
}
