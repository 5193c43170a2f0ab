import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { hashToken, newToken } from './tokens';

type Db = Kysely<DB> | Transaction<DB>;

/** Long enough to open an authenticator app and type a code; short, as a password already got it. */
export const MFA_CHALLENGE_MS = 5 * 60 * 1000;

/** Codes one login may try: the fifth wrong one ends it, and the password is asked again. */
export const MFA_CHALLENGE_TRIES = 5;

/**
 * A password accepted for an account with a second factor: the token lets its holder finish this
 * login with a code, within MFA_CHALLENGE_MS and once. The database keeps its hash only; the
 * user's older ones, spent or expired, are dropped here so the table stays small.
 */
export async function issueMfaChallenge({ db, userId }: { db: Db; userId: number }): Promise<string> {
  const { token, hash } = newToken();
  const now = Date.now();
  await db
    .deleteFrom('mfa_challenges')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', new Date(now))]))
    .execute();
  await db.insertInto('mfa_challenges').values({ token_hash: hash, user_id: userId, expires_at: new Date(now + MFA_CHALLENGE_MS) }).execute();
  return token;
}

/** The user a live challenge belongs to (unused, unexpired), or null: the login starts again. */
export async function findMfaChallenge({ db, token }: { db: Db; token: string }): Promise<{ tokenHash: string; userId: number } | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('mfa_challenges')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { tokenHash, userId: row.user_id } : null;
}

/**
 * Counts a code tried with this live challenge before it is checked: false once MFA_CHALLENGE_TRIES
 * were (one conditional update, so tries sent at once cannot all pass). A right code spends the
 * challenge anyway, so only wrong ones use the count up.
 */
export async function takeChallengeTry({ db, tokenHash }: { db: Db; tokenHash: string }): Promise<boolean> {
  const taken = await db
    .updateTable('mfa_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('failures', '<', MFA_CHALLENGE_TRIES)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * Spends a challenge in the caller's transaction: true for the one call that did, false when
 * another already had (two requests with one token both past the code check get one session).
 */
export async function spendMfaChallenge({ db, tokenHash }: { db: Db; tokenHash: string }): Promise<boolean> {
  const spent = await db
    .updateTable('mfa_challenges')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
