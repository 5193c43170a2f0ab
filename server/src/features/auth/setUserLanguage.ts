import type { Kysely } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { DB } from '../../db/types';

export async function setUserLanguage({ db, userId, language }: { db: Kysely<DB>; userId: number; language: Language }) {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
