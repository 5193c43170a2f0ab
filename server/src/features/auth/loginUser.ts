import type { Kysely } from 'kysely';
import type { LoginResponse, MfaChallengeResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { clearAttempts, recordAttempt, throttleLogin } from './attempts';
import { hasPassword, spendDummyVerify, verifyPassword } from './passwords';
import { issueMfaChallenge } from './mfaChallenges';
import { findUserByEmail, hasSecondFactor, sessionFields } from './queries';
import { createSession } from './sessions';
import { finishPendingSsoLink } from './ssoLinks';

/**
 * Same 401 for an unknown email and a wrong password, after the same hashing work. `address` is
 * the client's as TRUST_PROXY lets it be read: failures are throttled per (email, address). An
 * account with a second factor gets no session here, only a token to finish at /api/login-mfa.
 * `ssoBrowser` is the request's sso_browser cookie: a pending single sign-on link is finished only
 * for the browser that came back from the provider (auth/ssoLinks.ts).
 */
export async function loginUser(options: {
  db: Kysely<DB>;
  config: Config;
  email: string;
  password: string;
  address: string;
  ssoBrowser: string | null;
}): Promise<LoginResponse | MfaChallengeResponse> {
  const { db, config, email, password, address, ssoBrowser } = options;
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
  // The pair's failures stay until the code is right too: else each right password would give a
  // guesser of codes a fresh count (wrong codes count as failed logins, mfa/loginWithCode.ts).
  if (await hasSecondFactor({ db, userId: user.id })) return { mfa_required: true, mfa_token: await issueMfaChallenge({ db, userId: user.id }) };
  await clearAttempts({ db, kind: 'login', email, address });
  await finishPendingSsoLink({ db, userId: user.id, browser: ssoBrowser });
  const token = await createSession({ db, userId: user.id });
  return { ...sessionFields(user, token), first_login: user.first_login };
}
