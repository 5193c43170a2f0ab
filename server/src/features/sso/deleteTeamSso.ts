import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAudit, type Actor } from '../audit';

/**
 * /api/delete-team-sso: the team's provider and its domains go; its people log in with passwords
 * again (accounts made by sign-in have none until they reset one). Their identities stay, so the
 * same provider set up again finds them.
 */
export async function deleteTeamSso({ db, teamId, actor }: { db: Kysely<DB>; teamId: number; actor: Actor }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('team_sso').where('team_id', '=', teamId).returning('issuer').executeTakeFirst();
    if (!removed) throw new AppError('SSO_NOT_CONFIGURED');
    await recordAudit(trx, actor, { action: 'ssoRemoved', teamId, target: [{ kind: 'team', id: teamId }], facts: [{ fact: 'issuer', value: removed.issuer }] });
  });
}
