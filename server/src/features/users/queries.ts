import { sql, type Kysely, type Transaction } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';

type Db = Kysely<DB> | Transaction<DB>;

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
export const BATCH = 1000;

/** Splits a list into statement-sized batches. */
export function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An account an administrator or team leader makes (add-user, add-users, anonymous users). */
export interface MadeUser {
  name: string;
  email: string;
  passwordHash: string;
  teamId: number;
  /** A cohort of teamId, or null for none. */
  cohortId: number | null;
  language: Language;
  admin: boolean;
  /** Leads the team they join. */
  teamLeader: boolean;
}

/**
 * Inserts the accounts in the caller's transaction, a batch per statement, and returns their ids
 * in order. Each must choose a password of their own at first login. A taken email fails the
 * statement (unique index on lower(email)): the caller's transaction then adds nothing.
 */
export async function insertUsers(trx: Transaction<DB>, users: readonly MadeUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batches(users)) {
    const rows = await trx
      .insertInto('users')
      .values(
        batch.map((u) => ({
          name: u.name.trim(),
          email: u.email.trim().toLowerCase(),
          password_hash: u.passwordHash,
          team_id: u.teamId,
          cohort_id: u.cohortId,
          admin: u.admin,
          language: u.language,
          first_login: true,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const leaders = users.flatMap((u, i) => (u.teamLeader ? [{ user_id: ids[i], team_id: u.teamId }] : []));
  for (const batch of batches(leaders)) await trx.insertInto('team_leaders').values(batch).execute();
  return ids;
}

/** The lower-cased emails among these that already have an account. */
export async function takenEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const batch of batches([...new Set(emails.map((e) => e.toLowerCase()))])) {
    const rows = await db
      .selectFrom('users')
      .select(sql<string>`lower(email)`.as('email'))
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', batch))
      .execute();
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}

/** What the rules need to know about a user a call acts on, and what the calls change. */
export async function findTargetUser(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('teams', 'teams.id', 'users.team_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.team_id',
      'users.class_id',
      'users.admin',
      'users.anonymised_at',
      'teams.is_platform',
      sql<number[] | null>`(select array_agg(tl.team_id order by tl.team_id) from team_leaders tl where tl.user_id = users.id)`.as('team_lead'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { extra: { field: 'UserID' } });
  const teamLead = (row.team_lead ?? []).map(Number);
  return { ...row, teamLead, leadsOwnTeam: teamLead.includes(row.team_id) };
}

export type TargetUser = Awaited<ReturnType<typeof findTargetUser>>;
