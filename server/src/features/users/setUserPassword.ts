import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { hashPassword, revokeUserCredentials } from '../auth';
import { findTargetUser } from './queries';
import { recordAudit, userRefs, type Actor } from '../audit';

/**
 * /api/edit-user-password: a password someone else chose is a temporary one, so the user picks
 * their own at the next login (first_login); every session and reset link of theirs ends.
 */
export async function setUserPassword({ db, config, caller, userId, password }: {
  db: Kysely<DB>;
  config: Config;
  caller: Actor;
  userId: number;
  password: string;
}): Promise<void> {
  const target = await findTargetUser(db, userId);
  // An anonymised account has no way in, and gets none back (issue 26).
  if (target.anonymised_at) throw new AppError('FORBIDDEN');
  const passwordHash = await hashPassword(password, config.passwordCost);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, first_login: true }).where('id', '=', userId).execute();
    await revokeUserCredentials({ db: trx, userId });
    await recordAudit(trx, caller, { action: 'passwordSet', teamId: target.team_id, target: userRefs([{ id: userId, email: target.email }]), facts: [{ fact: 'sessionsEnded' }] });
  });
}
