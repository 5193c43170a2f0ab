import { sql, type RawBuilder } from 'kysely';
import type { ResponseKind } from '../../../db/types';
import { itemScore, MAIN_SCALE_MAX, SEVEN_POINT_MAX } from './scoring';
import type { Instrument } from './types';

/** A stored rating: a number, or a digit string as cookies carried them; anything else is no rating. */
function storedRating(value: unknown, max: number): number | null {
  const n = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/** The item ids of a wave in the order of the version's key: the order of a response's item_scores. */
export function itemIds(instrument: Instrument, kind: ResponseKind): string[] {
  return Object.keys(kind === 'assessment' ? instrument.key.statements : instrument.key.reassessment);
}

/**
 * Each rated item's score (0-100, reverse-keyed reversed, as the area scores count it) in the
 * order of the version's key, null where it was not rated: stored with the response at
 * submission, so the cohort report reads a small array instead of each answer document.
 * `answers` as stored: per page index, statement index to rating (assessment); {0: id to rating}
 * (reassessment). Stored answers were checked on the way in; this never throws on one.
 */
export function itemScores(instrument: Instrument, kind: ResponseKind, answers: unknown): (number | null)[] {
  const pages = (answers && typeof answers === 'object' ? answers : {}) as Record<string, unknown>;
  const page = (q: string | number) => {
    const value = pages[q];
    return (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  };
  if (kind === 'reassessment') {
    const ratings = page(0);
    return itemIds(instrument, kind).map((id) => {
      const rating = Object.hasOwn(ratings, id) ? storedRating(ratings[id], SEVEN_POINT_MAX) : null;
      return rating === null ? null : itemScore(rating, SEVEN_POINT_MAX, instrument.key.reassessment[id]);
    });
  }
  const ratings = new Map<string, number>();
  instrument.assessment.questions.forEach((question, q) => {
    if (question.type !== 'agree1to7' && question.type !== 'howoften') return;
    const given = page(q);
    question.statements.forEach((statement, s) => {
      const rating = storedRating(given[s], MAIN_SCALE_MAX);
      if (rating !== null) ratings.set(statement.id, rating);
    });
  });
  return itemIds(instrument, kind).map((id) => {
    const rating = ratings.get(id);
    return rating === undefined ? null : itemScore(rating, MAIN_SCALE_MAX, instrument.key.statements[id]);
  });
}

/** An array of scores as one PostgreSQL array literal: both drivers take it the same way. */
export function floatArray(values: (number | null)[]): RawBuilder<(number | null)[]> {
  return sql<(number | null)[]>`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::double precision[]`;
}
