import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAttempt, throttleLogin } from './attempts';
import { hasPassword, verifyPassword } from './passwords';
import type { SessionUser } from './sessions';

/** How recent a sign-in stands in for the password an account made by single sign-on has not got. */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * A session alone does not change what guards the account (ASVS 5.0 6.2.3: its password, its second
 * factor): a stolen token must not take it over. The current password is asked again; where
 * `freshSignIn` allows, an account without one (made by single sign-on) may instead have signed in
 * within FRESH_SIGN_IN_MS (a password it has not got is set only through a reset link: a session
 * must not give a leaver a way in that outlives the identity provider). Wrong guesses count as
 * failed logins, so this is no side door around the login throttle.
 */
export async function confirmIdentity(options: {
  db: Kysely<DB>;
  config: Config;
  user: SessionUser;
  currentPassword: string | undefined;
  address: string;
  freshSignIn?: boolean;
}) {
  const { db, config, user, currentPassword, address } = options;
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (options.freshSignIn && !hasPassword(row.password_hash)) {
    if (Date.now() - user.openedAt <= FRESH_SIGN_IN_MS) return;
    throw new AppError('SSO_SIGN_IN_AGAIN');
  }
  await throttleLogin({ db, config, email: user.email, address });
  if (currentPassword && (await verifyPassword(currentPassword, row.password_hash))) return;
  await recordAttempt({ db, config, kind: 'login', email: user.email, address });
  throw new AppError('CURRENT_PASSWORD');
}
