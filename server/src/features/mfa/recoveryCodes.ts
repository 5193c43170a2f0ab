import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { hashToken } from '../auth';
import { base32Encode } from './totp';

type Db = Kysely<DB> | Transaction<DB>;

export const RECOVERY_CODE_COUNT = 10;

/**
 * Ten codes of 80 random bits each (16 base32 characters, dashed in fours for reading aloud). Kept
 * as plain SHA-256, not a password hash: a password is guessable and needs scrypt's cost, while
 * 2^80 guesses at a leaked hash are out of anyone's reach, and a fast check keeps login cheap.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = base32Encode(randomBytes(10));
    return [0, 4, 8, 12].map((at) => code.slice(at, at + 4)).join('-');
  });
}

/** Dashes, spaces and case are forgiven: what is hashed is the 16 characters alone. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toUpperCase().replace(/[^A-Z2-7]/g, ''));
}

/** The user's codes from now on: any older ones stop working. */
export async function replaceRecoveryCodes(db: Db, userId: number, codes: readonly string[]) {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('mfa_recovery_codes').values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) }))).execute();
}

export async function hasLiveRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of the user's codes are still unspent. */
export async function countLiveRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends a code: false when it was spent already (by a request that raced this one). */
export async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const spent = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
