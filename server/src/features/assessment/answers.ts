import type { DemographicFieldView } from 'shared-api/contract';
import { readDemographics, type DemographicValues } from './demographics';
import { readIdeas, type Idea } from './freeform';
import type { Instrument } from './instrument/content';
import { invalidField } from '../../http/errors';

const MAIN_MAX = 5;
const SEVEN_POINT_MAX = 7;

export interface AssessmentAnswers {
  /** Rated pages only: question index → statement index → 1..5. */
  ratings: Record<string, Record<string, number>>;
  demographics: DemographicValues;
  /** Timed pages only: question index → the ideas (empty texts dropped). */
  ideas: Record<string, Idea[]>;
}

function objectAt(value: unknown, path: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(path, 'must be an object');
  return value as Record<string, unknown>;
}

/** A whole number 1..max; integer strings are accepted as scoring.ts does (cookies carry them). */
function readRating(value: unknown, max: number, path: string): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) throw invalidField(path, `a whole number from 1 to ${max}`);
  return n;
}

const answered = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * Checks a main-assessment submission against the instrument before anything is scored or
 * written: page and statement indexes exist, ratings are 1..5, every statement is rated unless
 * `admin` (SPEC.md section 6), the demographics page matches `form`, and idea lists are
 * well-formed. A participant's timed page that is missing counts as no ideas; an admin's is
 * skipped (scored as unanswered).
 */
export function readAssessmentAnswers({ instrument, answers, textAnswers, admin, form }: {
  instrument: Instrument;
  answers: unknown;
  textAnswers: unknown;
  admin: boolean;
  form: DemographicFieldView[];
}): AssessmentAnswers {
  const pages = instrument.assessment.questions;
  const byPage = objectAt(answers, 'answers');
  const textByPage = objectAt(textAnswers, 'textAnswers');
  for (const key of Object.keys(byPage)) {
    if (!/^\d+$/.test(key) || !pages[Number(key)]) throw invalidField(`answers.${key}`, 'no such question');
  }
  for (const key of Object.keys(textByPage)) {
    if (!/^\d+$/.test(key) || pages[Number(key)]?.type !== 'freeform') throw invalidField(`textAnswers.${key}`, 'not a timed question');
  }

  const result: AssessmentAnswers = { ratings: {}, demographics: {}, ideas: {} };
  pages.forEach((page, q) => {
    const path = `answers.${q}`;
    if (page.type === 'demographics') {
      result.demographics = readDemographics(form, byPage[q], path);
    } else if (page.type === 'freeform') {
      if (byPage[q] !== undefined) throw invalidField(path, 'a timed question takes ideas in textAnswers');
      const ideas = textByPage[q];
      if (ideas !== undefined && ideas !== null) result.ideas[q] = readIdeas(ideas, `textAnswers.${q}`);
      else if (!admin) result.ideas[q] = [];
    } else {
      const rated = objectAt(byPage[q], path);
      for (const key of Object.keys(rated)) {
        if (!/^\d+$/.test(key) || Number(key) >= page.statements.length) throw invalidField(`${path}.${key}`, 'no such statement');
      }
      const ratings: Record<string, number> = {};
      page.statements.forEach((_, s) => {
        if (answered(rated[s])) ratings[s] = readRating(rated[s], MAIN_MAX, `${path}.${s}`);
        else if (!admin) throw invalidField(`${path}.${s}`, 'every statement needs a rating');
      });
      if (Object.keys(ratings).length) result.ratings[q] = ratings;
    }
  });
  return result;
}

/**
 * The reassessment arrives as answers["0"]: seven-point question id → 1..7. Every question is
 * required unless `admin`; unknown ids and other pages are refused.
 */
export function readReassessmentAnswers({ instrument, answers, admin }: {
  instrument: Instrument;
  answers: unknown;
  admin: boolean;
}): Record<string, number> {
  const byPage = objectAt(answers, 'answers');
  for (const key of Object.keys(byPage)) {
    if (key !== '0') throw invalidField(`answers.${key}`, 'the reassessment answers are under "0"');
  }
  const rated = objectAt(byPage['0'], 'answers.0');
  const ids = new Set(instrument.reassessment.questions.map((q) => String(q.id)));
  for (const key of Object.keys(rated)) {
    if (!ids.has(key)) throw invalidField(`answers.0.${key}`, 'no such question');
  }
  const out: Record<string, number> = {};
  for (const id of ids) {
    if (answered(rated[id])) out[id] = readRating(rated[id], SEVEN_POINT_MAX, `answers.0.${id}`);
    else if (!admin) throw invalidField(`answers.0.${id}`, 'every question needs a rating');
  }
  return out;
}
