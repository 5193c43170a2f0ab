import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { revokeSession } from './sessions';

export async function logoutUser({ db, tokenHash }: { db: Kysely<DB>; tokenHash: string }) {
  await revokeSession({ db, tokenHash });
}
