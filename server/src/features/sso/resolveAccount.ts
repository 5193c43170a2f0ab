import type { Kysely } from 'kysely';
import { CONTROL_CHARS, MAX_TEXT, ssoEmailSchema, type AuditRef } from 'shared-api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { insertAccount } from '../accounts';
import { cohortRef, recordAudit, userRefs } from '../audit';
import { findUserByEmail, NO_PASSWORD, storePendingSsoLink } from '../auth';
import type { ProviderClaims } from './openid';
import type { TeamSso } from './queries';

/** The account a sign-in opens, or a link now waiting for the account's password. */
export type Resolved = { userId: number } | 'link';

type Verified = ProviderClaims & { email: string };

const findIdentity = (db: Kysely<DB>, issuer: string, subject: string) =>
  db.selectFrom('user_identities').select('user_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();

/**
 * Whom a verified sign-in is: the account its (issuer, subject) already names; else a new
 * participant of the team; else, for an ordinary member of the team with that email (no admin, no
 * leader: a provider must never open a manager's account), a pending link its next password login
 * makes from the browser that came back from the provider (`browserHash`, its sso_browser
 * cookie's hash). Any other account with that email is refused.
 */
export async function resolveAccount({ db, sso, claims, browserHash }: { db: Kysely<DB>; sso: TeamSso; claims: Verified; browserHash: string }): Promise<Resolved> {
  const known = await findIdentity(db, sso.issuer, claims.subject);
  // Checked again at every sign-in: the account may since have been made a manager or moved.
  if (known) return (await isOrdinaryMember(db, known.user_id, sso.team_id)) ? { userId: known.user_id } : refuse();
  const existing = await findUserByEmail({ db, email: claims.email });
  if (!existing) return { userId: await createSsoAccount(db, sso, claims) };
  if (!(await isOrdinaryMember(db, existing.id, sso.team_id))) refuse();
  await storePendingSsoLink({ db, userId: existing.id, issuer: sso.issuer, subject: claims.subject, browserHash });
  return 'link';
}

const refuse = (): never => {
  throw new AppError('SSO_ACCOUNT_REFUSED');
};

/** A participant of the provider's team: not an admin, leading no team. */
async function isOrdinaryMember(db: Kysely<DB>, userId: number, teamId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['team_id', 'admin'])
    .select((eb) => eb.exists(eb.selectFrom('team_leaders').select('team_id').whereRef('team_leaders.user_id', '=', 'users.id')).as('leads'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(user && user.team_id === teamId && !user.admin && !user.leads);
}

/** The provider's name for the person, as a name field takes it; else the address's local part. */
function accountName({ name, email }: Verified): string {
  const clean = (name ?? '').replace(new RegExp(CONTROL_CHARS.source, 'gu'), '').trim().slice(0, MAX_TEXT);
  return clean || email.slice(0, email.lastIndexOf('@'));
}

/**
 * A participant of the team (never an admin or a leader), in its default cohort if it has one,
 * with no password and no first-login step: the provider is how they log in. Recorded in the
 * audit log in the name of the admin whose settings let sign-in make accounts, as a scheduled
 * action's run is its scheduler's.
 */
async function createSsoAccount(db: Kysely<DB>, sso: TeamSso, claims: Verified): Promise<number> {
  if (!(await ssoEmailSchema.isValid({ email: claims.email }))) throw new AppError('SSO_FAILED');
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertAccount(trx, {
        name: accountName(claims),
        email: claims.email,
        passwordHash: NO_PASSWORD,
        placement: { teamId: sso.team_id, cohortId: sso.cohort_id },
      });
      if (!user) throw new AppError('SSO_FAILED');
      await trx.insertInto('user_identities').values({ issuer: sso.issuer, subject: claims.subject, user_id: user.id }).execute();
      const target: AuditRef[] = userRefs([user]);
      if (sso.cohort_id !== null) target.push(cohortRef(sso.cohort_id));
      const actor = { id: sso.updated_by, email: sso.updated_by_email, admin: true };
      await recordAudit(trx, actor, { action: 'ssoAccountCreated', teamId: sso.team_id, target, facts: [{ fact: 'issuer', value: sso.issuer }] });
      return user.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Two sign-ins of one person at once: the other made the account.
    const made = await findIdentity(db, sso.issuer, claims.subject);
    if (made) return made.user_id;
    throw new AppError('SSO_ACCOUNT_REFUSED');
  }
}
