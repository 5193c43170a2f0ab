import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** The user's own name; the session cache hears of it through the users trigger (migration 013). */
export async function renameAccount({ db, userId, name }: { db: Kysely<DB>; userId: number; name: string }) {
  await db.updateTable('users').set({ name }).where('id', '=', userId).execute();
  return { name };
}
