import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, type Actor } from '../audit';
import { refusePaidSeats } from '../payments';
import { eraseAccounts } from '../privacy';

/**
 * /api/delete-team: the team, its users with everything of theirs, and its cohorts, links,
 * classes and slides, in one transaction (every foreign key to users and teams cascades or lets
 * go; teams.test.ts holds that), and every copy of its people's emails and names elsewhere
 * (privacy's eraseAccounts). The platform team holds the admins and is never deleted.
 */
export async function deleteTeam({ db, teamId, actor }: { db: Kysely<DB>; teamId: number; actor: Actor }): Promise<{ name: string; users: number }> {
  return db.transaction().execute(async (trx) => {
    // Locked first: a user joining the team meanwhile waits, then fails, rather than being left without one.
    const team = await trx.selectFrom('teams').select(['name', 'is_platform']).where('id', '=', teamId).forUpdate().executeTakeFirst();
    if (!team) throw new AppError('NOT_FOUND', { extra: { field: 'TeamID' } });
    if (team.is_platform) throw new AppError('TEAM_PROTECTED');
    await refusePaidSeats(trx, { teamId });
    const members = await trx.selectFrom('users').select('id').where('team_id', '=', teamId).execute();
    const deleted = await eraseAccounts(trx, members.map((member) => member.id));
    await trx.deleteFrom('teams').where('id', '=', teamId).execute();
    await recordAudit(trx, actor, { action: 'teamDeleted', teamId, target: [{ kind: 'team', id: teamId }], facts: [{ fact: 'name', value: team.name }, { fact: 'users', value: deleted }] });
    return { name: team.name, users: deleted };
  });
}
