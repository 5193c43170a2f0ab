import { sql, type Kysely } from 'kysely';
import type { FreeformStartResponse } from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import type { ReadCache } from '../../db/readCache';
import type { Caller } from '../../http/authorize';
import { CURRENT_VERSION, loadInstrument } from './instrument/content';
import { assertCanTake } from './openChecks';
import { freeformPage } from './freeform';

const ms = (d: Date | string) => new Date(d).getTime();

/**
 * Records when the user started a timed page. The first call wins (a reload or a second tab gets
 * the same start), and the database clock is used so every server instance agrees.
 */
export async function startFreeform({ db, reads, caller, user, body }: {
  db: Kysely<DB>;
  reads: ReadCache;
  caller: Caller;
  user: User;
  body: Record<string, unknown>;
}): Promise<FreeformStartResponse> {
  await assertCanTake({ db, reads, caller, user });
  const { index: questionIndex, seconds } = freeformPage(loadInstrument(CURRENT_VERSION), body.questionIndex);
  const userId = user.id;
  await db
    .insertInto('freeform_timers')
    .values({ user_id: userId, question_index: questionIndex })
    .onConflict((oc) => oc.columns(['user_id', 'question_index']).doNothing())
    .execute();
  const row = await db
    .selectFrom('freeform_timers')
    .select(['started_at', sql<Date>`now()`.as('server_now')])
    .where('user_id', '=', userId)
    .where('question_index', '=', questionIndex)
    .executeTakeFirstOrThrow();
  return { startedAt: ms(row.started_at), seconds, serverNow: ms(row.server_now) };
}
