import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { recordAttempt, throttleLogin } from '../auth';
import { matchingStep } from './totp';

type Db = Kysely<DB> | Transaction<DB>;

/** The user's authenticator, in force (enabled_at set) or awaiting its first code, if any. */
export function findMfa(db: Db, userId: number) {
  return db.selectFrom('user_mfa').select(['secret', 'enabled_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** Who is typing a code, and from where: wrong codes count against this pair as failed logins do. */
export interface CodeAttempt {
  db: Kysely<DB>;
  config: Config;
  email: string;
  address: string;
}

/** A wrong code: counted, then 400 MFA_CODE_INVALID. */
export async function refuseCode({ db, config, email, address }: CodeAttempt): Promise<never> {
  await recordAttempt({ db, config, kind: 'login', email, address });
  throw new AppError('MFA_CODE_INVALID');
}

/**
 * The time step of a right code, a step used already being wrong. Every code check is throttled as
 * a login is (decision 007, one mechanism): wrong codes count as failed logins of the (email,
 * address) pair, so ten in the window refuse that pair with 429, and many from everywhere slow
 * every attempt on the email.
 */
export async function checkCode(attempt: CodeAttempt, mfa: { secret: string; last_step: number | null }, code: string): Promise<number> {
  await throttleLogin(attempt);
  const step = matchingStep(mfa.secret, code, Date.now(), mfa.last_step);
  return step ?? refuseCode(attempt);
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
