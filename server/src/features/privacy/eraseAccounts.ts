import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { eraseCopies } from './eraseCopies';

/**
 * Deletes these accounts and everything of theirs (every foreign key to users cascades or lets go),
 * gives their classes the spots back, and erases every copy of their email and name elsewhere
 * (privacy's eraseCopies), with the emails the deleted rows had, not ones read earlier. In the
 * caller's transaction: a deletion by an admin, of a team, or by the retention job. Returns how many.
 */
export async function eraseAccounts(trx: Transaction<DB>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await trx.deleteFrom('users').where('id', 'in', ids).returning(['id', 'email', 'class_id']).execute();
  const perClass = new Map<number, number>();
  for (const { class_id: classId } of deleted) if (classId !== null) perClass.set(classId, (perClass.get(classId) ?? 0) + 1);
  for (const [classId, count] of perClass) {
    await trx.updateTable('classes').set({ num_students: sql`greatest(num_students - ${count}, 0)` }).where('id', '=', classId).execute();
  }
  await eraseCopies(trx, deleted);
  return deleted.length;
}
