import type { Kysely } from 'kysely';
import type { LoginResponse, MfaChallengeResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { createSession, hasSecondFactor, issueMfaChallenge, sessionFields } from '../auth';
import { spendLoginCode } from './queries';

/**
 * /api/sso-login: the code the callback left on /sso, once and within two minutes, answered as
 * /api/login answers: a session, or for an account with a second factor a token for /api/login-mfa
 * (the provider's word stands for the password, not for the code). Only from the browser the code
 * was issued to (`browser`, the request's sso_browser cookie): a `/sso?c=` link sent to someone
 * else is refused there.
 */
export async function loginWithSsoCode({ db, code, browser }: { db: Kysely<DB>; code: string; browser: string | null }): Promise<LoginResponse | MfaChallengeResponse> {
  const userId = await spendLoginCode(db, code, browser);
  if (userId === null) throw new AppError('SSO_CODE_INVALID');
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('SSO_CODE_INVALID');
  if (await hasSecondFactor({ db, userId })) return { mfa_required: true, mfa_token: await issueMfaChallenge({ db, userId }) };
  const token = await createSession({ db, userId, strength: 'sso' });
  return { ...sessionFields(user, token), first_login: user.first_login };
}
