import type { Kysely, Transaction } from 'kysely';
import type { DB, User } from '../../db/types';
import { hashToken } from './tokens';

type Db = Kysely<DB> | Transaction<DB>;

/** Emails are compared case-insensitively; the lower(email) index serves this. */
export function findUserByEmail({ db, email }: { db: Db; email: string }): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The session fields SPEC.md returns after register, login and password update. */
export function sessionFields(user: Pick<User, 'id' | 'email' | 'admin' | 'team_id' | 'language'>, accessToken: string) {
  return {
    access_token: accessToken,
    email: user.email,
    admin: user.admin,
    team_id: user.team_id,
    user_id: user.id,
    language: user.language,
  };
}

/** A reset token's row, used or not: the caller tells expired from unknown. */
export async function findResetToken({ db, token }: { db: Kysely<DB>; token: string }) {
  return db
    .selectFrom('reset_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** A reset link works once, and for RESET_TOKEN_MS after it was issued. */
export const isLiveReset = (row: { used_at: Date | null; expires_at: Date }) => !row.used_at && row.expires_at.getTime() > Date.now();

/** Has the user a second factor in force (migration 020)? A setup not yet confirmed does not count. */
export async function hasSecondFactor({ db, userId }: { db: Db; userId: number }): Promise<boolean> {
  const row = await db.selectFrom('user_mfa').select('user_id').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
  return row !== undefined;
}
