import type { Kysely } from 'kysely';
import type { AuditRef } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cohortRef, recordAudit, userRefs, type Actor } from '../audit';
import { assertAudience, type Audience } from '../teams';

export interface MovedUsers {
  count: number;
  team: string;
  /** The cohort's name, or null for none. */
  cohort: string | null;
}

/**
 * /api/move-users: the users join the audience's team and cohort (null: none). Their answers,
 * results, certificates and any class seat are theirs, not the team's, so they go with them. An
 * administrator stays in the platform team (SPEC.md section 6). Each team a user leaves, and the
 * team they join, records the move, so either team's log tells it.
 */
export async function moveUsers({ db, userIds, audience, actor }: { db: Kysely<DB>; userIds: readonly number[]; audience: Audience; actor: Actor }): Promise<MovedUsers> {
  return db.transaction().execute(async (trx) => {
    const { team, cohort } = await assertAudience(trx, audience);
    const users = await trx.selectFrom('users').select(['id', 'email', 'team_id', 'admin']).where('id', 'in', userIds).forUpdate().execute();
    if (!team.is_platform && users.some((u) => u.admin)) throw new AppError('ADMIN_PLATFORM_ONLY', { extra: { field: 'TeamID' } });
    await trx.updateTable('users').set({ team_id: audience.teamId, cohort_id: audience.cohortId }).where('id', 'in', userIds).execute();

    const target: AuditRef[] = [cohortRef(audience.cohortId, cohort?.name), ...userRefs(users)];
    const facts = [{ fact: 'team' as const, value: team.name }, { fact: 'users' as const, value: users.length }];
    for (const teamId of new Set([...users.map((u) => u.team_id), audience.teamId])) {
      await recordAudit(trx, actor, { action: 'usersMoved', teamId, target, facts });
    }
    return { count: users.length, team: team.name, cohort: cohort?.name ?? null };
  });
}
