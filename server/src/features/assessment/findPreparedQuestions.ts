import type { Kysely } from 'kysely';
import type { ReadCache } from '../../db/readCache';
import type { DB, User } from '../../db/types';
import { prepare, type Prepared } from '../../http/prepared';
import type { Caller } from '../../http/authorize';
import { assertCanTake } from './openChecks';
import { findQuestions } from './findQuestions';

/**
 * /api/questions: the main assessment (findQuestions), for a user who may take it now, serialised
 * and compressed once per team and language: it changes only with a
 * deployment (the instrument) or the team's settings (its tag, t:<team>).
 */
export async function findPreparedQuestions({ db, reads, caller, user }: { db: Kysely<DB>; reads: ReadCache; caller: Caller; user: User }): Promise<Prepared> {
  await assertCanTake({ db, reads, caller, user });
  return reads.get(`questions:${user.team_id}:${user.language}`, async () => ({
    value: prepare(await findQuestions({ db, user })),
    tags: [`t:${user.team_id}`],
  }));
}
