import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError, invalidField } from '../../http/errors';
import type { Instrument } from './instrument/content';

/** Ideas sent up to this long after the countdown ends still count: network latency, not extra time. */
export const GRACE_MS = 5_000;
export const MAX_IDEAS = 200;
export const MAX_IDEA_LENGTH = 200;

export interface Idea {
  id: number | string;
  text: string;
}

/** The timed page at `questionIndex` of the instrument, or 400. */
export function freeformPage(instrument: Instrument, questionIndex: unknown): { index: number; seconds: number } {
  const index = typeof questionIndex === 'number' && Number.isInteger(questionIndex) ? questionIndex : -1;
  const page = instrument.assessment.questions[index];
  if (!page || page.type !== 'freeform' || page.seconds === undefined) throw invalidField('questionIndex', 'not a timed page');
  return { index, seconds: page.seconds };
}

/**
 * A list of {id, text}: id a number or a non-empty string (the client uses the entry time), text
 * at most MAX_IDEA_LENGTH. Texts are trimmed and empty ones dropped (SPEC.md section 5: empty
 * freeform input is ignored).
 */
export function readIdeas(value: unknown, field: string): Idea[] {
  if (!Array.isArray(value) || value.length > MAX_IDEAS) throw invalidField(field, `a list of at most ${MAX_IDEAS} ideas`);
  const ideas: Idea[] = [];
  for (const item of value) {
    const { id, text } = (item ?? {}) as { id?: unknown; text?: unknown };
    const idOk = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '' && id.length <= 40);
    if (!idOk || typeof text !== 'string' || text.length > MAX_IDEA_LENGTH) {
      throw invalidField(field, `each idea needs an id and a text of at most ${MAX_IDEA_LENGTH} characters`);
    }
    if (text.trim()) ideas.push({ id: id as number | string, text: text.trim() });
  }
  return ideas;
}

export function findTimer({ db, userId, questionIndex }: { db: Kysely<DB>; userId: number; questionIndex: number }) {
  return db
    .selectFrom('freeform_timers')
    .select(['ideas', 'started_at'])
    .where('user_id', '=', userId)
    .where('question_index', '=', questionIndex)
    .executeTakeFirst();
}

/**
 * Once a page's countdown has started on the server, every idea submitted for it must be one the
 * server saved before the deadline (same id and text); otherwise 400 TIMER_EXPIRED and the caller
 * writes nothing. A page whose countdown never started (a client that calls only SPEC.md's
 * /api/answers) has no deadline to enforce, so its ideas are taken as sent.
 */
export async function assertIdeasSaved({ db, userId, ideas }: { db: Kysely<DB>; userId: number; ideas: Record<string, Idea[]> }) {
  for (const [questionIndex, list] of Object.entries(ideas)) {
    if (!list.length) continue;
    const timer = await findTimer({ db, userId, questionIndex: Number(questionIndex) });
    if (!timer) continue;
    const saved = new Set(timer.ideas.map((i) => `${i.id}\u0000${i.text}`));
    if (!list.every((i) => saved.has(`${i.id}\u0000${i.text}`))) {
      throw new AppError('TIMER_EXPIRED', { extra: { field: `textAnswers.${questionIndex}` } });
    }
  }
}
