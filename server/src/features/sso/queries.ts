import type { Kysely, Transaction } from 'kysely';
import { normalizeEmailDomain } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { hashToken, newToken } from '../auth';

type Db = Kysely<DB> | Transaction<DB>;

/** A sign-in may sit at the provider this long (a password typed, a second factor there). */
export const SSO_REQUEST_MS = 10 * 60 * 1000;
/** The code of `/sso?c=` is exchanged by the page at once. */
export const SSO_LOGIN_CODE_MS = 2 * 60 * 1000;

/** The part of an address after its last "@", lower case. */
export const emailDomain = (email: string) => normalizeEmailDomain(email.slice(email.lastIndexOf('@') + 1));

/** A team's settings with its domains (sorted), or undefined when it has none. */
export async function findTeamSso(db: Db, teamId: number) {
  const row = await db.selectFrom('team_sso').selectAll().where('team_id', '=', teamId).executeTakeFirst();
  if (!row) return undefined;
  const domains = await db.selectFrom('team_sso_domains').select('domain').where('team_id', '=', teamId).orderBy('domain').execute();
  return { ...row, domains: domains.map((d) => d.domain) };
}

export type TeamSso = NonNullable<Awaited<ReturnType<typeof findTeamSso>>>;

/** The settings of the team whose provider speaks for this address's domain, if one does. */
export async function findSsoForEmail(db: Db, email: string): Promise<TeamSso | undefined> {
  const found = await db.selectFrom('team_sso_domains').select('team_id').where('domain', '=', emailDomain(email)).executeTakeFirst();
  return found ? findTeamSso(db, found.team_id) : undefined;
}

/**
 * Keeps a sign-in under way, with the hash of the sso_browser cookie of the browser that started it;
 * requests past their time are dropped here, so the table stays small.
 */
export async function saveRequest(db: Db, request: { state: string; browserHash: string; teamId: number; issuer: string; codeVerifier: string; nonce: string }) {
  const now = Date.now();
  await db.deleteFrom('sso_requests').where('expires_at', '<=', new Date(now)).execute();
  await db
    .insertInto('sso_requests')
    .values({
      state_hash: hashToken(request.state),
      browser_hash: request.browserHash,
      team_id: request.teamId,
      issuer: request.issuer,
      code_verifier: request.codeVerifier,
      nonce: request.nonce,
      expires_at: new Date(now + SSO_REQUEST_MS),
    })
    .execute();
}

/**
 * The sign-in this state belongs to, started by this browser (`browser`, its sso_browser cookie),
 * spent by this call (of two callbacks with one state, one gets it); null if none is live. Another
 * browser's callback (a URL sent to a victim) neither gets nor spends it.
 */
export async function takeRequest(db: Db, state: string, browser: string | null) {
  if (!browser) return null;
  const row = await db
    .deleteFrom('sso_requests')
    .where('state_hash', '=', hashToken(state))
    .where('browser_hash', '=', hashToken(browser))
    .returningAll()
    .executeTakeFirst();
  return row && row.expires_at.getTime() > Date.now() ? row : null;
}

/**
 * The code `/sso?c=` carries, for the browser whose cookie hash the sign-in's request kept; its hash
 * is kept, and spent ones and old ones are dropped as new ones are made.
 */
export async function issueLoginCode(db: Db, userId: number, browserHash: string): Promise<string> {
  const { token, hash } = newToken();
  const now = Date.now();
  await db.deleteFrom('sso_login_codes').where('expires_at', '<=', new Date(now)).execute();
  await db.insertInto('sso_login_codes').values({ code_hash: hash, browser_hash: browserHash, user_id: userId, expires_at: new Date(now + SSO_LOGIN_CODE_MS) }).execute();
  return token;
}

/**
 * The user a live code names, spent by this call, when `browser` (the request's sso_browser cookie)
 * is the one the code was issued to; null for a code unknown, used, expired or another browser's
 * (which leaves it unspent).
 */
export async function spendLoginCode(db: Db, code: string, browser: string | null): Promise<number | null> {
  if (!browser) return null;
  const row = await db
    .deleteFrom('sso_login_codes')
    .where('code_hash', '=', hashToken(code))
    .where('browser_hash', '=', hashToken(browser))
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at.getTime() > Date.now() ? row.user_id : null;
}
