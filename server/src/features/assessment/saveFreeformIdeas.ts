import { sql, type Kysely } from 'kysely';
import type { FreeformIdeasResponse, TextAnswer } from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/authorize';
import { CURRENT_VERSION, loadInstrument } from './instrument/content';
import { assertOpen } from './openChecks';
import { findTimer, freeformPage, GRACE_MS, readIdeas, type Idea } from './freeform';

/**
 * The held list as the contract types it. The product's client sends numeric ids (the moment of
 * entry); readIdeas also lets an API caller use string ids, and those are echoed back as sent.
 */
const asTextAnswers = (ideas: Idea[]) => ideas as TextAnswer[];

/**
 * Replaces the saved ideas while the page is open (start + seconds + grace, by the database
 * clock, checked in the UPDATE itself). Afterwards the saved list stays as it was: closed:true.
 * Either way the reply carries the list the server now holds (`ideas`), so a client whose last
 * save came too late replaces its own list with it and can still submit (TIMER_EXPIRED refuses
 * any idea the server does not hold).
 */
export async function saveFreeformIdeas({ db, caller, user, body }: {
  db: Kysely<DB>;
  caller: Caller;
  user: User;
  body: Record<string, unknown>;
}): Promise<FreeformIdeasResponse> {
  // Every autosave: the timer it adds to was started past assertCanTake, payment included.
  assertOpen(caller, user);
  const { index: questionIndex, seconds } = freeformPage(loadInstrument(CURRENT_VERSION), body.questionIndex);
  const ideas = readIdeas(body.ideas, 'ideas');
  const userId = user.id;
  const openFor = (seconds * 1000 + GRACE_MS) / 1000;
  const updated = await db
    .updateTable('freeform_timers')
    .set({ ideas: JSON.stringify(ideas), updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('question_index', '=', questionIndex)
    .where(sql<boolean>`now() <= started_at + make_interval(secs => cast(${openFor} as double precision))`)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 1n) return { saved: ideas.length, closed: false, ideas: asTextAnswers(ideas) };
  const row = await findTimer({ db, userId, questionIndex });
  if (!row) throw new AppError('TIMER_NOT_STARTED');
  return { saved: row.ideas.length, closed: true, ideas: asTextAnswers(row.ideas) };
}
