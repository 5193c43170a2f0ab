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

/** Who an activation of results reached: opened now, and waiting to finish the assessment. */
export interface ResultsOpened {
  /** Users who finished the assessment: they see their results now. */
  opened: number[];
  /** Users who have not: their results open when they finish it. */
  waiting: number;
}

/**
 * Lets these users see their results (issue 37): those who finished the assessment now
 * (results_active, and results_activated_at the first time only, so activating again keeps when
 * they were first opened), the others the moment they finish (results_on_finish: 'notify' when
 * they are to be told then, which a quiet activation later does not undo). The one place every
 * results activation writes it (by team and cohort, by users, by class). `userIds`: a list, or a
 * query of user ids (a whole team in one UPDATE).
 */
export async function openResults({ db, userIds, notify = false }: {
  db: Kysely<DB> | Transaction<DB>;
  userIds: readonly number[] | SelectQueryBuilder<DB, 'users', { id: number }>;
  notify?: boolean;
}): Promise<ResultsOpened> {
  if (Array.isArray(userIds) && userIds.length === 0) return { opened: [], waiting: 0 };
  // One statement: a submission committing meanwhile is seen by it whole (PostgreSQL re-reads the
  // row it waited for), so nobody is left neither opened nor waiting. Admins and anonymised
  // accounts, who never take the assessment, do not wait.
  const rows = await db
    .updateTable('users')
    .set({
      results_active: sql`results_active or finished_assessment`,
      results_activated_at: sql`case when finished_assessment then coalesce(results_activated_at, now()) else results_activated_at end`,
      results_on_finish: sql`case when finished_assessment then null when ${notify}::boolean then 'notify' else coalesce(results_on_finish, 'quiet') end`,
    })
    .where('id', 'in', userIds)
    .where((eb) => eb.or([eb('finished_assessment', '=', true), eb.and([eb('admin', '=', false), eb('anonymised_at', 'is', null)])]))
    .returning(['id', 'finished_assessment'])
    .execute();
  return { opened: rows.filter((r) => r.finished_assessment).map((r) => r.id), waiting: rows.filter((r) => !r.finished_assessment).length };
}

/** The class row locked for its opening, so two openings of one class run one after the other. */
export async function lockClass(trx: Kysely<DB>, classId: number) {
  const cls = await trx.selectFrom('classes').select(['id', 'team_id']).where('id', '=', classId).forUpdate().executeTakeFirst();
  if (!cls) throw new AppError('NOT_FOUND', { extra: { field: 'ClassID' } });
  return cls;
}
