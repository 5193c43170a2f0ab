import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginResponse, MfaChallengeResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB, User } from '../../db/types';
import { AppError } from '../../http/errors';
import { clearAttempts, recordAttempt, throttleLogin } from './attempts';
import { hasPassword, needsRehash, spendDummyVerify, verifyPassword } from './passwords';
import { rehashPassword } from './rehashPassword';
import { issueMfaChallenge } from './mfaChallenges';
import { findUserByEmail, hasSecondFactor, sessionFields } from './queries';
import { createSession } from './sessions';
import { finishPendingSsoLink } from './ssoLinks';

/**
 * Same 401 for an unknown email and a wrong password, after a hash check at the current cost (an
 * account still on scrypt takes longer: decision 023 says why that tells nothing new). `address` is
 * the client's as TRUST_PROXY lets it be read: failures are throttled per (email, address). An
 * account with a second factor gets no session here, only a token to finish at /api/login-mfa.
 * `ssoBrowser` is the request's sso_browser cookie: a pending single sign-on link is finished only
 * for the browser that came back from the provider (auth/ssoLinks.ts). A right password stored as
 * an old scrypt hash, or at another cost, is hashed again at config.passwordCost (decision 023).
 */
export async function loginUser(options: {
  db: Kysely<DB>;
  config: Config;
  email: string;
  password: string;
  address: string;
  ssoBrowser: string | null;
  log: FastifyBaseLogger;
}): Promise<LoginResponse | MfaChallengeResponse> {
  const { db, config, email, password, address, ssoBrowser, log } = options;
  await throttleLogin({ db, config, email, address });
  const user = await findUserByEmail({ db, email });
  // An account without a password yet takes as long to refuse as an unknown email.
  const ok =
    user && hasPassword(user.password_hash)
      ? await verifyPassword(password, user.password_hash)
      : (await spendDummyVerify(password, config.passwordCost), false);
  if (!user || !ok) {
    await recordAttempt({ db, config, kind: 'login', email, address });
    throw new AppError('LOGIN_FAILED');
  }
  // Only now does the server hold the password, so only now can its hash be made again, before the
  // second factor too. A first-login password is left: the user replaces it at once, and generated
  // ones are cheap on purpose (users/generateAnonymousUsers.ts).
  if (!user.first_login && needsRehash(user.password_hash, config.passwordCost)) await rehashPassword({ db, config, user, password, log });
  // The pair's failures stay until the code is right too: else each right password would give a
  // guesser of codes a fresh count (wrong codes count as failed logins, mfa/loginWithCode.ts).
  if (await hasSecondFactor({ db, userId: user.id })) return { mfa_required: true, mfa_token: await issueMfaChallenge({ db, userId: user.id }) };
  await clearAttempts({ db, kind: 'login', email, address });
  await finishPendingSsoLink({ db, userId: user.id, browser: ssoBrowser });
  const token = await createSession({ db, userId: user.id, strength: 'password' });
  return { ...sessionFields(user, token), first_login: user.first_login };
}
