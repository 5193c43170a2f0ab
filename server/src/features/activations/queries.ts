import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';

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
