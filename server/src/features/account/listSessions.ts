import type { Kysely } from 'kysely';
import type { SessionsResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { listLiveSessions, type SessionUser } from '../auth';

/** Where the caller is signed in; tokens stay on the server, only the current one is marked. */
export async function listSessions({ db, user }: { db: Kysely<DB>; user: SessionUser }): Promise<SessionsResponse> {
  const rows = await listLiveSessions({ db, userId: user.id });
  return {
    sessions: rows.map((row) => ({
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      current: row.token_hash === user.tokenHash,
    })),
  };
}
