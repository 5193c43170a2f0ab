import type { Kysely } from 'kysely';
import type { MfaChallengeResponse, UpdatePasswordResponse } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { clearAttempts } from './attempts';
import { confirmIdentity } from './confirmIdentity';
import { hashPassword } from './passwords';
import { createSession, findSessionUser, revokeUserCredentials, type SessionUser } from './sessions';
import { issueMfaChallenge } from './mfaChallenges';
import { findResetToken, hasSecondFactor, isLiveReset, sessionFields } from './queries';

/**
 * The token is a live session or a reset token. The reset token is consumed with a conditional
 * UPDATE (row count checked) so two concurrent uses cannot both succeed; then every session and
 * reset token of the user is revoked and a fresh session is returned. Through a reset link, an
 * account with a second factor gets a login token instead (as /api/login answers): whoever reads
 * the user's email must not get past the second factor with it.
 */
export async function updatePassword(
  options: { db: Kysely<DB>; config: Config; token: string; password: string; currentPassword: string | undefined; address: string },
): Promise<UpdatePasswordResponse | (MfaChallengeResponse & { msg: string })> {
  const { db, config, token, password } = options;
  const sessionUser = await findSessionUser({ db, token });
  // Only SPEC's first-login page sets a password with the new one alone.
  if (sessionUser && !sessionUser.firstLogin) await confirmIdentity({ ...options, user: sessionUser });
  let userId = sessionUser?.id;
  let resetHash: string | undefined;
  if (!userId) {
    const reset = await findResetToken({ db, token });
    if (!reset) throw new AppError('UNAUTHORIZED');
    if (!isLiveReset(reset)) throw new AppError('RESET_EXPIRED');
    userId = reset.user_id;
    resetHash = reset.token_hash;
  }
  const passwordHash = await hashPassword(password, config.passwordCost);
  const uid = userId;
  return db.transaction().execute(async (trx) => {
    if (resetHash) {
      const used = await trx
        .updateTable('reset_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', resetHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (used.numUpdatedRows !== 1n) throw new AppError('RESET_EXPIRED');
    }
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, first_login: false })
      .where('id', '=', uid)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserCredentials({ db: trx, userId: uid });
    const msg = translate(user.language, 'password.updated');
    // The code is still to come, and the failed codes before it still count.
    if (resetHash && (await hasSecondFactor({ db: trx, userId: uid }))) return { msg, mfa_required: true as const, mfa_token: await issueMfaChallenge({ db: trx, userId: uid }) };
    // Whoever set a new password owns the account: whatever throttles its logins is lifted.
    await clearAttempts({ db: trx, kind: 'login', email: user.email });
    await clearAttempts({ db: trx, kind: 'code', email: user.email });
    // A new password is no second factor: the session keeps the strength it had; a reset link's is the password's.
    const fresh = await createSession({ db: trx, userId: uid, strength: sessionUser?.strength ?? 'password' });
    return { msg, ...sessionFields(user, fresh) };
  });
}
