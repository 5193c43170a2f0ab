import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { AuditRef } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cohortRef, userRefs } from '../audit';
import { assertAudience, audienceUsers, type Audience } from '../teams';

/** A team and cohort, and optionally only some of its users (the assessment's activation by users). */
export interface Reach extends Audience {
  userIds?: readonly number[];
}

/**
 * The team and cohort exist, and every user named belongs to them: a list naming someone else is
 * bad input, named back, rather than a silent partial activation.
 */
export async function assertReach(db: Kysely<DB>, reach: Reach) {
  await assertAudience(db, reach);
  if (!reach.userIds) return;
  const found = await audienceUsers(db, reach).select('users.id').where('users.id', 'in', reach.userIds).execute();
  const known = new Set(found.map((u) => u.id));
  const unknown = reach.userIds.filter((id) => !known.has(id));
  if (unknown.length) throw new AppError('BAD_REQUEST', { extra: { field: 'UserIDs', unknown } });
}

/** The users of the reach, as a query (one UPDATE reaches a whole team). */
export function reachedUsers(db: Kysely<DB>, reach: Reach) {
  const users = audienceUsers(db, reach);
  return reach.userIds ? users.where('users.id', 'in', reach.userIds) : users;
}

/** What the audit record names: the cohort (or every cohort), and the users when chosen by name. */
export async function reachRefs(db: Kysely<DB>, reach: Reach): Promise<AuditRef[]> {
  if (!reach.userIds) return [cohortRef(reach.cohortId)];
  const users = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', reach.userIds).execute();
  return [cohortRef(reach.cohortId), ...userRefs(users)];
}

/**
 * Lets these users see their results: results_active, and results_activated_at (the portal's
 * resultsDatetime) set the first time only, so activating again keeps when they were first opened.
 * The one place every results activation writes it (by team and cohort, by users, by class).
 * `userIds`: a list, or a query of user ids (a whole team in one UPDATE). Returns the rows updated.
 */
export async function openResults({ db, userIds }: {
  db: Kysely<DB> | Transaction<DB>;
  userIds: readonly number[] | SelectQueryBuilder<DB, 'users', { id: number }>;
}): Promise<number> {
  if (Array.isArray(userIds) && userIds.length === 0) return 0;
  const result = await db
    .updateTable('users')
    .set({ results_active: true, results_activated_at: sql`coalesce(results_activated_at, now())` })
    .where('id', 'in', userIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The class row locked for its opening, so two openings of one class run one after the other. */
export async function lockClass(trx: Kysely<DB>, classId: number) {
  const cls = await trx.selectFrom('classes').select(['id', 'team_id']).where('id', '=', classId).forUpdate().executeTakeFirst();
  if (!cls) throw new AppError('NOT_FOUND', { extra: { field: 'ClassID' } });
  return cls;
}
