import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { eraseCopies, type Erased } from '../privacy';

/**
 * Deletes these accounts and everything of theirs (every foreign key to users cascades or lets go),
 * gives their classes the spots back, and erases every copy of their email and name elsewhere
 * (privacy's eraseCopies). In the caller's transaction: a deletion by an admin, or by the
 * retention job.
 */
export async function eraseAccounts(trx: Transaction<DB>, people: readonly Erased[]): Promise<void> {
  if (people.length === 0) return;
  const deleted = await trx.deleteFrom('users').where('id', 'in', people.map((person) => person.id)).returning('class_id').execute();
  const perClass = new Map<number, number>();
  for (const { class_id: classId } of deleted) if (classId !== null) perClass.set(classId, (perClass.get(classId) ?? 0) + 1);
  for (const [classId, count] of perClass) {
    await trx.updateTable('classes').set({ num_students: sql`greatest(num_students - ${count}, 0)` }).where('id', '=', classId).execute();
  }
  await eraseCopies(trx, people);
}
