import { sql, type Kysely, type Transaction } from 'kysely';
import { SESSION_ABSOLUTE_MS, type Language } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { hashToken, newToken, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './tokens';

type Db = Kysely<DB> | Transaction<DB>;

/** The authenticated caller, as the auth hook puts it on the request. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  admin: boolean;
  /** The teams this user leads (SPEC.md's teamLead); empty for most. */
  teamLead: number[];
  teamId: number;
  language: Language;
  firstLogin: boolean;
  tokenHash: string;
}

export async function createSession({ db, userId }: { db: Db; userId: number }): Promise<string> {
  const { token, hash } = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hash,
      user_id: userId,
      last_used_at: new Date(now),
      expires_at: new Date(now + SESSION_ABSOLUTE_MS),
    })
    .execute();
  return token;
}

/** A live session: not revoked, before its absolute expiry and used within the idle window. */
function liveSession(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date(now))
    .where('sessions.last_used_at', '>', new Date(now - SESSION_IDLE_MS));
}

/** Whether the session with this token hash is still live (links bound to a session check it). */
export async function isSessionLive({ db, tokenHash }: { db: Db; tokenHash: string }): Promise<boolean> {
  return !!(await liveSession(db, tokenHash, Date.now()).select('sessions.token_hash').executeTakeFirst());
}

export async function findSessionUser({ db, token }: { db: Db; token: string }): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const row = await liveSession(db, tokenHash, now)
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.admin',
      sql<number[] | null>`(select array_agg(tl.team_id order by tl.team_id) from team_leaders tl where tl.user_id = users.id)`.as(
        'team_lead',
      ),
      'users.team_id',
      'users.language',
      'users.first_login',
      'sessions.last_used_at',
    ])
    .executeTakeFirst();
  if (!row) return null;
  if (now - row.last_used_at.getTime() > SESSION_TOUCH_MS) {
    await db.updateTable('sessions').set({ last_used_at: new Date(now) }).where('token_hash', '=', tokenHash).execute();
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    admin: row.admin,
    teamLead: (row.team_lead ?? []).map(Number),
    teamId: row.team_id,
    language: row.language,
    firstLogin: row.first_login,
    tokenHash,
  };
}

export async function revokeSession({ db, tokenHash }: { db: Db; tokenHash: string }) {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', tokenHash).execute();
}

/** On password change every session and pending reset link of the user dies (ASVS 7.4.3). */
export async function revokeUserCredentials({ db, userId }: { db: Db; userId: number }) {
  const now = new Date();
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
