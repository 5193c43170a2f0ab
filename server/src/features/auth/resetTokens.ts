import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { newToken } from './tokens';

type Db = Kysely<DB> | Transaction<DB>;

/** Rows per statement: well under PostgreSQL's 65,535 parameters whatever the columns. */
const BATCH = 1000;

/**
 * New single-use links (reset, welcome) for these users, valid `ttlMs`; the database keeps only
 * their hashes. Only the newest link of a user works: the older unused ones are spent here. Pass
 * the caller's transaction, so the links exist exactly when the emails carrying them are queued.
 */
export async function issueResetTokens({ db, userIds, ttlMs }: { db: Db; userIds: readonly number[]; ttlMs: number }) {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  const tokens = new Map<number, string>();
  for (let i = 0; i < userIds.length; i += BATCH) {
    const ids = userIds.slice(i, i + BATCH);
    await db.updateTable('reset_tokens').set({ used_at: now }).where('user_id', 'in', ids).where('used_at', 'is', null).execute();
    const rows = ids.map((userId) => {
      const { token, hash } = newToken();
      tokens.set(userId, token);
      return { token_hash: hash, user_id: userId, expires_at: expiresAt };
    });
    await db.insertInto('reset_tokens').values(rows).execute();
  }
  return tokens;
}
