import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import type { Caller } from '../../http/authorize';
import { AppError } from '../../http/errors';
import { findTargetUser } from './queries';
import type { AuditFact, EditUserRequest } from 'shared-api/contract';
import { recordAudit, userRefs, type Actor } from '../audit';

/**
 * /api/edit-user, on a user the route authorized (manageUser), flags included (admins only: a
 * leader acts only on participants, for whom any flag sent true is a change). A flag sent as it
 * already is, or left out, is no change. Website admin only for a user of the platform team
 * (SPEC.md section 6), and never removed from oneself. The leader flag is for the user's own
 * team; teamLead sets every team led (each must exist). One transaction.
 */
export async function editUser({ db, caller, userId, name, email, admin, teamLeader, teamLead }: EditUserRequest & {
  db: Kysely<DB>;
  caller: Caller & Actor;
}): Promise<void> {
  const target = await findTargetUser(db, userId);
  // Kept for statistics with no name, address or way in (issue 26): an edit would give it one back.
  if (target.anonymised_at) throw new AppError('FORBIDDEN');
  const adminChange = admin !== undefined && admin !== target.admin;
  const leads = teamLead !== undefined ? [...new Set(teamLead)].sort((a, b) => a - b) : undefined;
  const leadsChange = leads !== undefined && leads.join() !== [...target.teamLead].sort((a, b) => a - b).join();
  const leaderChange = leads === undefined && teamLeader !== undefined && teamLeader !== target.leadsOwnTeam;
  if (leadsChange && leads.length) {
    const found = await db.selectFrom('teams').select('id').where('id', 'in', leads).execute();
    if (found.length !== leads.length) throw new AppError('NOT_FOUND', { extra: { field: 'TeamLead' } });
  }
  if (adminChange && admin && !target.is_platform) throw new AppError('ADMIN_PLATFORM_ONLY');
  if (adminChange && !admin && target.id === caller.id) throw new AppError('DEMOTE_SELF');
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ name, email: email.toLowerCase(), ...(adminChange ? { admin } : {}) })
        .where('id', '=', userId)
        .execute();
      const changed: AuditFact[] = [
        ...(name !== target.name ? [{ fact: 'name' as const, value: name }] : []),
        ...(email.toLowerCase() !== target.email ? [{ fact: 'email' as const, value: email.toLowerCase() }] : []),
        ...(adminChange ? [{ fact: 'admin' as const, value: admin }] : []),
        ...(leaderChange ? [{ fact: 'teamLeader' as const, value: teamLeader }] : []),
        ...(leadsChange ? [{ fact: 'teamsLed' as const, value: leads }] : []),
      ];
      const facts = changed.length ? changed : [{ fact: 'unchanged' as const }];
      await recordAudit(trx, caller, { action: 'userEdited', teamId: target.team_id, target: userRefs([{ id: userId, email: target.email }]), facts });
      if (leadsChange) {
        await trx.deleteFrom('team_leaders').where('user_id', '=', userId).execute();
        if (leads.length) await trx.insertInto('team_leaders').values(leads.map((teamId) => ({ user_id: userId, team_id: teamId }))).execute();
        return;
      }
      if (!leaderChange) return;
      if (teamLeader) await trx.insertInto('team_leaders').values({ user_id: userId, team_id: target.team_id }).execute();
      else await trx.deleteFrom('team_leaders').where('user_id', '=', userId).where('team_id', '=', target.team_id).execute();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}
