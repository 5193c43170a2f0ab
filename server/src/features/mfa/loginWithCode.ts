import type { Kysely } from 'kysely';
import type { LoginResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { clearAttempts, createSession, findMfaChallenge, finishPendingSsoLink, sessionFields, spendMfaChallenge, takeChallengeTry } from '../auth';
import { notifyOwner } from './notifyOwner';
import { checkCode, findMfa, markStepUsed, passCode, refuseCode, reserveCodeTry } from './queries';
import { countLiveRecoveryCodes, hasLiveRecoveryCode, spendRecoveryCode } from './recoveryCodes';

/**
 * /api/login-mfa: the second half of a login whose password /api/login accepted. Its token names
 * the user (a few minutes, once); a code from the app or an unused recovery code finishes it with
 * exactly what /api/login answers. Wrong codes are throttled and counted as failed logins, per
 * account from every address too (queries.ts); the token itself dies after MFA_CHALLENGE_TRIES
 * codes. A recovery code spent is emailed to the owner with how many are left.
 * `ssoBrowser` is the request's sso_browser cookie, for a pending single sign-on link (auth/ssoLinks.ts).
 */
export async function loginWithCode(options: {
  db: Kysely<DB>;
  config: Config;
  token: string;
  code: string | undefined;
  recoveryCode: string | undefined;
  address: string;
  ssoBrowser: string | null;
}): Promise<LoginResponse> {
  const { db, config, token, code, recoveryCode, address, ssoBrowser } = options;
  const challenge = await findMfaChallenge({ db, token });
  if (!challenge) throw new AppError('MFA_TOKEN_INVALID');
  const user = await db.selectFrom('users').selectAll().where('id', '=', challenge.userId).executeTakeFirstOrThrow();
  const mfa = await findMfa(db, user.id);
  // Reset or turned off since the password: that login is over, the next needs no code.
  if (!mfa?.enabled_at) throw new AppError('MFA_TOKEN_INVALID');
  // Counted before the code is checked: of tries sent at once, no more than the limit are checked.
  const takeTry = async () => {
    if (!(await takeChallengeTry({ db, tokenHash: challenge.tokenHash }))) throw new AppError('MFA_TOKEN_INVALID');
  };
  const attempt = { db, config, userId: user.id, email: user.email, address };
  let step: number | null = null;
  if (recoveryCode) {
    await reserveCodeTry(attempt, takeTry);
    if (!(await hasLiveRecoveryCode(db, user.id, recoveryCode))) await refuseCode(attempt);
  } else {
    step = await checkCode(attempt, mfa, code ?? '', takeTry);
  }
  return db.transaction().execute(async (trx) => {
    // Both checked again as they are written: of two requests racing with one token or one code, one wins.
    if (!(await spendMfaChallenge({ db: trx, tokenHash: challenge.tokenHash }))) throw new AppError('MFA_TOKEN_INVALID');
    const used = step === null ? await spendRecoveryCode(trx, user.id, recoveryCode ?? '') : await markStepUsed(trx, user.id, step);
    if (!used) throw new AppError('MFA_CODE_INVALID');
    // Only now is the login whole, and the pair's failures (passwords and codes) lifted.
    await clearAttempts({ db: trx, kind: 'login', email: user.email, address });
    await passCode({ db: trx, email: user.email });
    if (step === null) await notifyOwner({ db: trx, config, userId: user.id, template: 'recoveryCodeUsed', vars: { left: await countLiveRecoveryCodes(trx, user.id) } });
    await finishPendingSsoLink({ db: trx, userId: user.id, browser: ssoBrowser });
    const session = await createSession({ db: trx, userId: user.id, strength: 'mfa' });
    return { ...sessionFields(user, session), first_login: user.first_login };
  });
}
