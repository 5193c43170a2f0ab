import { sql, type Kysely, type Transaction } from 'kysely';
import { SESSION_ABSOLUTE_MS, type Language } from 'shared-api/contract';
import type { ReadCache } from '../../db/readCache';
import type { DB, SessionStrength } from '../../db/types';
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
  /** Has a second factor in force (migration 020). */
  mfaEnabled: boolean;
  /** How this session was opened (migration 025): REQUIRE_MFA_FOR_MANAGERS asks managers for 'mfa' or 'sso'. */
  strength: SessionStrength;
  /** When this session was opened: a fresh single sign-on stands in for a password it has not got. */
  openedAt: number;
  /** Set by the gate on this request: admin and leader powers wait for a stronger session (http/authorize.ts). */
  powerHeld?: boolean;
  tokenHash: string;
}

/** A new session for the user, opened as `strength` says. */
export async function createSession({ db, userId, strength }: { db: Db; userId: number; strength: SessionStrength }): Promise<string> {
  const { token, hash } = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hash,
      user_id: userId,
      last_used_at: new Date(now),
      expires_at: new Date(now + SESSION_ABSOLUTE_MS),
      strength,
    })
    .execute();
  return token;
}

/** The live sessions: not revoked, before their absolute expiry and used within the idle window. */
function liveSessions(db: Db, now: number) {
  return db
    .selectFrom('sessions')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date(now))
    .where('sessions.last_used_at', '>', new Date(now - SESSION_IDLE_MS));
}

const liveSession = (db: Db, tokenHash: string, now: number) => liveSessions(db, now).where('sessions.token_hash', '=', tokenHash);

/**
 * The account of the live session with this token hash, or null once it ended: links bound to a
 * session check it, and their reads are recorded as that account's.
 */
export async function findLiveSessionAccount({ db, tokenHash }: { db: Db; tokenHash: string }): Promise<{ id: number; email: string; admin: boolean } | null> {
  const row = await liveSession(db, tokenHash, Date.now())
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.admin'])
    .executeTakeFirst();
  return row ?? null;
}

export async function findSessionUser({ db, token }: { db: Db; token: string }): Promise<SessionUser | null> {
  return liveUser(db, await readSession(db, hashToken(token)), Date.now());
}

/**
 * The same from the read cache, as the auth gate asks on every request: a session is read from the
 * database once, then kept until a change to its user or its own revocation reaches the cache on
 * every instance (migration 013). Its lifetime is checked here on each call.
 */
export async function findCachedSessionUser({ db, reads, token }: { db: Db; reads: ReadCache; token: string }): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  let session = await reads.get(`session:${tokenHash}`, async () => {
    const value = await readSession(db, tokenHash);
    return { value, tags: value ? [`u:${value.user.id}`] : null };
  });
  // Idle here may mean used on another instance since: the database knows.
  if (session && now - lastUse(session) > SESSION_IDLE_MS) session = await readSession(db, tokenHash);
  return liveUser(db, session, now);
}

interface StoredSession {
  user: SessionUser;
  expiresAt: number;
  lastUsedAt: number;
}

/** When this process last refreshed a session's last_used_at: cached sessions are not re-read. */
const touchedAt = new Map<string, number>();
const MAX_TOUCHED = 100_000;
const lastUse = (session: StoredSession) => Math.max(session.lastUsedAt, touchedAt.get(session.user.tokenHash) ?? 0);

/** The session's user, unless it expired or sat idle; its last use is refreshed at most every minute. */
async function liveUser(db: Db, session: StoredSession | null, now: number): Promise<SessionUser | null> {
  if (!session || now >= session.expiresAt || now - lastUse(session) > SESSION_IDLE_MS) return null;
  if (now - lastUse(session) > SESSION_TOUCH_MS) {
    const { tokenHash } = session.user;
    await db.updateTable('sessions').set({ last_used_at: new Date(now) }).where('token_hash', '=', tokenHash).execute();
    if (touchedAt.size >= MAX_TOUCHED) touchedAt.clear();
    touchedAt.set(tokenHash, now);
  }
  return session.user;
}

/** An unrevoked session with its user; its lifetime is checked by liveUser. */
async function readSession(db: Db, tokenHash: string): Promise<StoredSession | null> {
  const row = await db
    .selectFrom('sessions')
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
      sql<boolean>`exists (select 1 from user_mfa m where m.user_id = users.id and m.enabled_at is not null)`.as('mfa_enabled'),
      'sessions.last_used_at',
      'sessions.expires_at',
      'sessions.strength',
      'sessions.created_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      admin: row.admin,
      teamLead: (row.team_lead ?? []).map(Number),
      teamId: row.team_id,
      language: row.language,
      firstLogin: row.first_login,
      mfaEnabled: row.mfa_enabled,
      strength: row.strength,
      openedAt: row.created_at.getTime(),
      tokenHash,
    },
    expiresAt: row.expires_at.getTime(),
    lastUsedAt: row.last_used_at.getTime(),
  };
}

export async function revokeSession({ db, tokenHash }: { db: Db; tokenHash: string }) {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', tokenHash).execute();
}

/** The user's live sessions (the account page lists them), the most recently used first. */
export async function listLiveSessions({ db, userId }: { db: Db; userId: number }) {
  return liveSessions(db, Date.now())
    .select(['token_hash', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('last_used_at', 'desc')
    .execute();
}

/** Signs the user out everywhere: each unrevoked session ends (the caches hear of it, migration 013). */
export async function revokeUserSessions({ db, userId }: { db: Db; userId: number }): Promise<number> {
  const now = Date.now();
  // Only live ones: an expired or idle session is refused anyway, and would swell the count.
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(now) })
    .where('token_hash', 'in', liveSessions(db, now).select('token_hash').where('user_id', '=', userId))
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** On password change every session and pending reset link of the user dies (ASVS 7.4.3). */
export async function revokeUserCredentials({ db, userId }: { db: Db; userId: number }) {
  const now = new Date();
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
