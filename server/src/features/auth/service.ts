import type { Kysely } from 'kysely';
import type { Language, LoginResponse, TokenValidResponse, UpdatePasswordResponse } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { enqueueEmail } from '../email';
import { assertBelowAttemptLimit, clearAttempts, recordAttempt, throttleLogin } from './attempts';
import { hashPassword, hasPassword, spendDummyVerify, verifyPassword } from './passwords';
import { findUserByEmail, sessionFields } from './queries';
import { createSession, findSessionUser, revokeSession, revokeUserCredentials, type SessionUser } from './sessions';
import { issueResetTokens } from './resetTokens';
import { hashToken, RESET_TOKEN_MS } from './tokens';

interface Deps {
  db: Kysely<DB>;
  config: Config;
}

/**
 * Same 401 for an unknown email and a wrong password, after the same hashing work. `address` is
 * the client's as TRUST_PROXY lets it be read: failures are throttled per (email, address).
 */
export async function loginUser(options: Deps & { email: string; password: string; address: string }): Promise<LoginResponse> {
  const { db, config, email, password, address } = options;
  await throttleLogin({ db, config, email, address });
  const user = await findUserByEmail({ db, email });
  // An account without a password yet takes as long to refuse as an unknown email.
  const ok =
    user && hasPassword(user.password_hash)
      ? await verifyPassword(password, user.password_hash)
      : (await spendDummyVerify(password, config.scryptLogN), false);
  if (!user || !ok) {
    await recordAttempt({ db, config, kind: 'login', email, address });
    throw new AppError('LOGIN_FAILED');
  }
  await clearAttempts({ db, kind: 'login', email, address });
  const token = await createSession({ db, userId: user.id });
  return { ...sessionFields(user, token), first_login: user.first_login };
}

export async function logoutUser({ db, tokenHash }: { db: Kysely<DB>; tokenHash: string }) {
  await revokeSession({ db, tokenHash });
}

/**
 * Stores a hashed single-use token valid one hour and queues the link in the user's language.
 * Only the newest link works: older unused ones of the user are spent in the same transaction.
 */
export async function requestPasswordReset({ db, config, email }: Deps & { email: string }) {
  await assertBelowAttemptLimit({ db, config, kind: 'reset', email });
  // Counted before the lookup so probing for accounts is throttled too.
  await recordAttempt({ db, config, kind: 'reset', email });
  const user = await findUserByEmail({ db, email });
  if (!user) throw new AppError('EMAIL_NOT_FOUND');
  await db.transaction().execute(async (trx) => {
    const token = (await issueResetTokens({ db: trx, userIds: [user.id], ttlMs: RESET_TOKEN_MS })).get(user.id) as string;
    await enqueueEmail({
      db: trx,
      to: user.email,
      template: 'reset',
      language: user.language,
      vars: { name: user.name, link: `${config.publicUrl}/reset?c=${encodeURIComponent(token)}` },
    });
  });
}

async function findLiveResetToken({ db, token }: { db: Kysely<DB>; token: string }) {
  return db
    .selectFrom('reset_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

const isLiveReset = (row: { used_at: Date | null; expires_at: Date }) => !row.used_at && row.expires_at.getTime() > Date.now();

export async function checkTokenValid({ db, token }: { db: Kysely<DB>; token: string }): Promise<TokenValidResponse> {
  if (await findSessionUser({ db, token })) return { token_is_valid: true };
  const reset = await findLiveResetToken({ db, token });
  return { token_is_valid: !!reset && isLiveReset(reset) };
}

/**
 * A session alone does not change a password (ASVS 5.0 6.2.3): a stolen token must not take the
 * account over. Only SPEC's first-login page sets one with the new password alone. Wrong guesses
 * count as failed logins, so this is no side door around the login throttle.
 */
async function assertCurrentPassword(options: Deps & { user: SessionUser; currentPassword: string | undefined; address: string }) {
  const { db, config, user, currentPassword, address } = options;
  await throttleLogin({ db, config, email: user.email, address });
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (currentPassword && (await verifyPassword(currentPassword, row.password_hash))) return;
  await recordAttempt({ db, config, kind: 'login', email: user.email, address });
  throw new AppError('CURRENT_PASSWORD');
}

/**
 * The token is a live session or a reset token. The reset token is consumed with a conditional
 * UPDATE (row count checked) so two concurrent uses cannot both succeed; then every session and
 * reset token of the user is revoked and a fresh session is returned.
 */
export async function updatePassword(
  options: Deps & { token: string; password: string; currentPassword: string | undefined; address: string },
): Promise<UpdatePasswordResponse> {
  const { db, config, token, password } = options;
  const sessionUser = await findSessionUser({ db, token });
  if (sessionUser && !sessionUser.firstLogin) await assertCurrentPassword({ ...options, user: sessionUser });
  let userId = sessionUser?.id;
  let resetHash: string | undefined;
  if (!userId) {
    const reset = await findLiveResetToken({ db, token });
    if (!reset) throw new AppError('UNAUTHORIZED');
    if (!isLiveReset(reset)) throw new AppError('RESET_EXPIRED');
    userId = reset.user_id;
    resetHash = reset.token_hash;
  }
  const passwordHash = await hashPassword(password, config.scryptLogN);
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
    // Whoever set a new password owns the account: whatever throttles its logins is lifted.
    await clearAttempts({ db: trx, kind: 'login', email: user.email });
    const fresh = await createSession({ db: trx, userId: uid });
    return { msg: translate(user.language, 'password.updated'), ...sessionFields(user, fresh) };
  });
}

export async function setUserLanguage({ db, userId, language }: { db: Kysely<DB>; userId: number; language: Language }) {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
