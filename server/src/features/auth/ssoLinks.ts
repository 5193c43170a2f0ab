import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Db = Kysely<DB> | Transaction<DB>;

/** Long enough to find one's password; short, as the provider's word waits on it. */
export const SSO_PENDING_LINK_MS = 60 * 60 * 1000;

/**
 * An identity provider's subject, sent back with the email of an account that has a password: kept
 * until that account's next password login (an hour), which makes it the account's identity. Here,
 * in auth rather than in sso, because the password login finishes it and sso already imports auth.
 */
export async function storePendingSsoLink({ db, userId, issuer, subject }: { db: Db; userId: number; issuer: string; subject: string }) {
  const expires_at = new Date(Date.now() + SSO_PENDING_LINK_MS);
  await db
    .insertInto('sso_pending_links')
    .values({ user_id: userId, issuer, subject, expires_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ issuer, subject, expires_at, created_at: new Date() }))
    .execute();
}

/**
 * A password login finished (with its second factor, if any): the user's live pending link, if
 * any, becomes their identity. Only for an ordinary member still (not an admin, leading no team),
 * as when it was stored; an identity the provider already gave someone else stays theirs.
 */
export async function finishPendingSsoLink({ db, userId }: { db: Db; userId: number }) {
  await sql`
    insert into user_identities (issuer, subject, user_id)
    select p.issuer, p.subject, p.user_id
    from sso_pending_links p join users u on u.id = p.user_id
    where p.user_id = ${userId} and p.expires_at > now() and not u.admin
      and not exists (select 1 from team_leaders tl where tl.user_id = u.id)
    on conflict (issuer, subject) do nothing`.execute(db);
  await db.deleteFrom('sso_pending_links').where('user_id', '=', userId).execute();
}
