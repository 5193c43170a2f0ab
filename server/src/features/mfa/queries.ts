import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { clearAttempts, recordAttempt, throttleLogin, type SessionUser } from '../auth';
import { notifyOwner } from './notifyOwner';
import { matchingStep } from './totp';

type Db = Kysely<DB> | Transaction<DB>;

/** The user's authenticator, in force (enabled_at set) or awaiting its first code, if any. */
export function findMfa(db: Db, userId: number) {
  return db.selectFrom('user_mfa').select(['secret', 'enabled_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** A user turning their second factor on or off: the current password (or a fresh sign-in) and a code. */
export interface FactorChange {
  db: Kysely<DB>;
  config: Config;
  user: SessionUser;
  code: string;
  currentPassword: string | undefined;
  address: string;
}

/** Who is typing a code, and from where: wrong codes count against this pair as failed logins do. */
export interface CodeAttempt {
  db: Kysely<DB>;
  config: Config;
  userId: number;
  email: string;
  address: string;
}

/** A wrong code: counted, then 400 MFA_CODE_INVALID. */
export async function refuseCode({ db, config, email, address }: CodeAttempt): Promise<never> {
  await recordAttempt({ db, config, kind: 'login', email, address });
  throw new AppError('MFA_CODE_INVALID');
}

/**
 * Before any code is checked: throttled as a login is (decision 007: wrong codes count as failed
 * logins of the (email, address) pair), and counted against the account from every address together,
 * the try recorded before it is counted, so that requests sent at once cannot all slip under the
 * count. Past config.mfaCodesPerAccount in the window, 429 whatever the address, and the owner is
 * emailed, once a window (a guesser holds their password). A right code lifts the count (passCode).
 * `takeTry` counts the try against what else limits it (a login's token), once the pair may try.
 */
export async function reserveCodeTry(attempt: CodeAttempt, takeTry?: () => Promise<void>) {
  const { db, config, userId, email } = attempt;
  await throttleLogin(attempt);
  await takeTry?.();
  await recordAttempt({ ...attempt, kind: 'code' });
  const windowStart = new Date(Date.now() - config.rateLimitEmailWindowMs);
  const tried = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', '=', 'code')
    .where('email', '=', email.toLowerCase())
    .where('created_at', '>', windowStart)
    .executeTakeFirstOrThrow();
  if (Number(tried.n) <= config.mfaCodesPerAccount) return;
  const alerted = await db
    .updateTable('user_mfa')
    .set({ guessing_alerted_at: new Date() })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('guessing_alerted_at', 'is', null), eb('guessing_alerted_at', '<=', windowStart)]))
    .executeTakeFirst();
  const minutes = Math.round(config.rateLimitEmailWindowMs / 60_000);
  if (Number(alerted.numUpdatedRows) === 1) await notifyOwner({ db, config, userId, template: 'mfaGuessing', vars: { count: config.mfaCodesPerAccount, minutes } });
  throw new AppError('RATE_LIMITED');
}

/** A right code: the account's count of codes tried starts again. */
export const passCode = ({ db, email }: { db: Db; email: string }) => clearAttempts({ db, kind: 'code', email });

/**
 * The time step of a right code, a step used already being wrong, each try reserved first
 * (reserveCodeTry).
 */
export async function checkCode(attempt: CodeAttempt, mfa: { secret: string; last_step: number | null }, code: string, takeTry?: () => Promise<void>): Promise<number> {
  await reserveCodeTry(attempt, takeTry);
  const step = matchingStep(mfa.secret, code, Date.now(), mfa.last_step);
  if (step === null) return refuseCode(attempt);
  await passCode(attempt);
  return step;
}

/**
 * Records the step as the last used, unless one as late already is: false when another request
 * used this code first (the check above read the row before it did).
 */
export async function markStepUsed(db: Db, userId: number, step: number): Promise<boolean> {
  const done = await db
    .updateTable('user_mfa')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The user's authenticator, recovery codes and pending logins: as if none had been set up. */
export async function removeSecondFactor(db: Db, userId: number) {
  await db.deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
}
