import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { readCookie } from '../../http/cookies';
import { hashToken } from './tokens';

type Db = Kysely<DB> | Transaction<DB>;

/** Long enough to find one's password; short, as the provider's word waits on it. */
export const SSO_PENDING_LINK_MS = 60 * 60 * 1000;

/**
 * The cookie that binds a single sign-on to the browser that started it (sso/browser.ts sets it at
 * /api/sso-start): the callback, the login code and a pending link each keep its SHA-256. Named
 * here, as the password login reads it to finish a pending link and sso already imports auth.
 */
export const SSO_BROWSER_COOKIE = 'sso_browser';

/** The sso_browser cookie's value in a request's Cookie header, or null. */
export const ssoBrowserOf = (cookieHeader: string | undefined): string | null => readCookie(cookieHeader, SSO_BROWSER_COOKIE);

/**
 * An identity provider's subject, sent back with the email of an account that has a password: kept
 * until that account's next password login (an hour) from the browser that came back from the
 * provider (`browserHash`, its sso_browser cookie's SHA-256), which makes it the account's identity.
 * Here, in auth rather than in sso, because the password login finishes it and sso already imports auth.
 */
export async function storePendingSsoLink({ db, userId, issuer, subject, browserHash }: { db: Db; userId: number; issuer: string; subject: string; browserHash: string }) {
  const expires_at = new Date(Date.now() + SSO_PENDING_LINK_MS);
  await db
    .insertInto('sso_pending_links')
    .values({ user_id: userId, issuer, subject, browser_hash: browserHash, expires_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ issuer, subject, browser_hash: browserHash, expires_at, created_at: new Date() }))
    .execute();
}

/**
 * A password login finished (with its second factor, if any): the user's live pending link, if
 * any, becomes their identity, but only when the login comes from the browser that came back from
 * the provider (`browser`, the request's sso_browser cookie). Registration does not verify emails:
 * whoever registered someone's address with a password of their own must not, by logging in from
 * their own browser, take that person's identity; a login from another browser leaves the link
 * waiting. Only for an ordinary member still (not an admin, leading no team), as when it was
 * stored; an identity the provider already gave someone else stays theirs.
 */
export async function finishPendingSsoLink({ db, userId, browser }: { db: Db; userId: number; browser: string | null }) {
  if (!browser) return;
  const browserHash = hashToken(browser);
  await sql`
    insert into user_identities (issuer, subject, user_id)
    select p.issuer, p.subject, p.user_id
    from sso_pending_links p join users u on u.id = p.user_id
    where p.user_id = ${userId} and p.browser_hash = ${browserHash} and p.expires_at > now() and not u.admin
      and not exists (select 1 from team_leaders tl where tl.user_id = u.id)
    on conflict (issuer, subject) do nothing`.execute(db);
  await db.deleteFrom('sso_pending_links').where('user_id', '=', userId).where('browser_hash', '=', browserHash).execute();
}
