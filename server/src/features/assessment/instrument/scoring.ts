import { AppError } from '../../../http/errors';
import type { Area, Instrument, ItemKey } from './types';

/**
 * A rating or idea list the instrument cannot accept. It is an AppError('VALIDATION'), so the
 * error handler answers 400 without the route mapping anything; `path` says which answer.
 */
export class InvalidAnswerError extends AppError {
  constructor(readonly path: string, readonly reason: string) {
    super('VALIDATION');
    this.name = 'InvalidAnswerError';
    this.message = `${path}: ${reason}`;
  }
}

/** SPEC.md section 3: per question index, statement index to a 1-5 rating. Keys arrive as strings. */
export type Answers = Record<string | number, Record<string | number, unknown> | null | undefined>;
/** SPEC.md section 3: per question index, the ideas entered on a freeform page. */
export type TextAnswers = Record<string | number, { id?: unknown; text?: unknown }[] | null | undefined>;

export interface ScoreResult {
  version: string;
  /** Area id to 0-100 rounded to one decimal, or null when none of its items was answered. */
  scores: Record<string, number | null>;
  strongest: string | null;
  /** Up to three area ids, lowest first, never including the strongest area. */
  growth: string[];
}

export interface FreeformResult {
  questionIndex: number;
  id: string;
  ideas: number;
  fluency: number;
}

export interface AssessmentScore extends ScoreResult {
  freeform: FreeformResult[];
}

export const MAIN_SCALE_MAX = 5;
export const SEVEN_POINT_MAX = 7;
const GROWTH_AREAS = 3;

/** Weighted sums per area: every item, statement or freeform page, adds weight * itemScore. */
class AreaTotals {
  private readonly totals = new Map<string, { sum: number; weight: number }>();

  add(area: string, weight: number, itemScore: number) {
    const t = this.totals.get(area) ?? { sum: 0, weight: 0 };
    t.sum += weight * itemScore;
    t.weight += weight;
    this.totals.set(area, t);
  }

  /** Rounded before ranking so that ties are the ties a reader sees on the report. */
  result(version: string, areas: Area[]): ScoreResult {
    const scores: Record<string, number | null> = {};
    for (const { id } of areas) {
      const t = this.totals.get(id);
      scores[id] = t ? Math.round((t.sum / t.weight) * 10) / 10 : null;
    }
    return { version, scores, ...rankAreas(areas, scores) };
  }
}

/**
 * Strongest: the highest score. Growth: the three lowest of the remaining areas. Equal scores
 * are ordered by the area order of areas.json, so results never depend on object key order.
 */
export function rankAreas(areas: Area[], scores: Record<string, number | null>): Pick<ScoreResult, 'strongest' | 'growth'> {
  const scored = areas.flatMap((a, order) => {
    const score = scores[a.id];
    return score === null || score === undefined ? [] : [{ id: a.id, order, score }];
  });
  const strongest = [...scored].sort((x, y) => y.score - x.score || x.order - y.order)[0]?.id ?? null;
  const growth = scored
    .filter((s) => s.id !== strongest)
    .sort((x, y) => x.score - y.score || x.order - y.order)
    .slice(0, GROWTH_AREAS)
    .map((s) => s.id);
  return { strongest, growth };
}

/** (r-1)/(max-1)*100, or (max-r)/(max-1)*100 for a reverse-keyed item: 0 to 100 either way. */
export function itemScore(rating: number, max: number, key: ItemKey): number {
  return ((key.reverse ? max - rating : rating - 1) / (max - 1)) * 100;
}

/** null for "not answered"; integers (or integer strings, as cookies carry them) 1..max. */
function readRating(value: unknown, max: number, path: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) {
    throw new InvalidAnswerError(path, `rating must be a whole number from 1 to ${max}`);
  }
  return n;
}

function readIndex(key: string, length: number, path: string): number {
  const index = /^\d+$/.test(key) ? Number(key) : NaN;
  if (!(index < length)) throw new InvalidAnswerError(path, 'no such question or statement');
  return index;
}

function entriesOf(value: unknown, path: string): [string, unknown][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidAnswerError(path, 'must be an object');
  return Object.entries(value);
}

/** Trimmed, whitespace-collapsed, case-folded: "Doorstop", " doorstop " and "DOORSTOP" are one idea. */
export function countDistinctIdeas(ideas: { text?: unknown }[], path: string): number {
  const seen = new Set<string>();
  ideas.forEach((idea, i) => {
    if (typeof idea?.text !== 'string') throw new InvalidAnswerError(`${path}.${i}`, 'an idea needs a text');
    const normal = idea.text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
    if (normal) seen.add(normal);
  });
  return seen.size;
}

/**
 * Scores the main assessment. Rated pages give (rating-1)/4*100 per item (reverse: (5-rating)/4*100),
 * freeform pages give min(100, distinctIdeas/target*100); each area is the weighted mean of its
 * answered items. Unanswered items are skipped; answers on other page types (demographics) are
 * not scored here.
 */
export function scoreAssessment({ instrument, answers, textAnswers }: {
  instrument: Instrument;
  answers: Answers;
  textAnswers?: TextAnswers;
}): AssessmentScore {
  const { questions } = instrument.assessment;
  const totals = new AreaTotals();

  for (const [q, ratings] of entriesOf(answers, 'answers')) {
    const page = questions[readIndex(q, questions.length, `answers.${q}`)];
    if (page.type !== 'agree1to7' && page.type !== 'howoften') continue;
    for (const [s, value] of entriesOf(ratings, `answers.${q}`)) {
      const path = `answers.${q}.${s}`;
      const statement = page.statements[readIndex(s, page.statements.length, path)];
      const rating = readRating(value, MAIN_SCALE_MAX, path);
      if (rating === null) continue;
      const key = instrument.key.statements[statement.id];
      totals.add(key.area, key.weight, itemScore(rating, MAIN_SCALE_MAX, key));
    }
  }

  const freeform: FreeformResult[] = [];
  for (const [q, ideas] of entriesOf(textAnswers, 'textAnswers')) {
    const questionIndex = readIndex(q, questions.length, `textAnswers.${q}`);
    const page = questions[questionIndex];
    // A page absent from textAnswers was skipped (admins may); an empty list means zero ideas.
    if (page.type !== 'freeform' || ideas === null || ideas === undefined) continue;
    if (!Array.isArray(ideas)) throw new InvalidAnswerError(`textAnswers.${q}`, 'must be a list of ideas');
    const key = instrument.key.freeform[page.id];
    const count = countDistinctIdeas(ideas, `textAnswers.${q}`);
    const fluency = Math.min(100, (count / key.target) * 100);
    totals.add(key.area, key.weight, fluency);
    freeform.push({ questionIndex, id: page.id, ideas: count, fluency: Math.round(fluency * 10) / 10 });
  }

  return { ...totals.result(instrument.version, instrument.areas), freeform };
}

/** The reassessment: question id to a 1-7 rating; (r-1)/6*100, reverse (7-r)/6*100. */
export function scoreReassessment({ instrument, answers }: {
  instrument: Instrument;
  answers: Record<string | number, unknown>;
}): ScoreResult {
  const totals = new AreaTotals();
  for (const [id, value] of entriesOf(answers, 'answers')) {
    const key = Object.hasOwn(instrument.key.reassessment, id) ? instrument.key.reassessment[id] : undefined;
    if (!key) throw new InvalidAnswerError(`answers.${id}`, 'no such question');
    const rating = readRating(value, SEVEN_POINT_MAX, `answers.${id}`);
    if (rating !== null) totals.add(key.area, key.weight, itemScore(rating, SEVEN_POINT_MAX, key));
  }
  return totals.result(instrument.version, instrument.areas);
}
