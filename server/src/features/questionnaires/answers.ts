import type { Language } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { KnowledgeScore, StoredAnswer } from '../../db/types';
import { AppError, invalidField } from '../../http/errors';
import type { SliderQuestionnaire, SurveyItem, SurveyQuestionnaire } from './types';

/** Free-text answers: room for a considered paragraph, not for a document. */
export const MAX_TEXT = 2000;
const SLIDER_MAX = 100;

const WHOLE = /^\s*\d+\s*$/;
const DECIMAL = /^\s*\d+(\.\d+)?\s*$/;

/** Absent, empty text and an empty selection all count as "not answered" (every question is required). */
const answered = (v: unknown) =>
  v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/**
 * The answers object: only known question ids, and every question answered. Missing ones are
 * named all at once, `{error:'VALIDATION', field:'answers', missing:[ids], message}`, so the client
 * can mark each; the message is SPEC.md section 5's "you missed one of the questions".
 */
function readComplete(ids: number[], answers: unknown, language: Language): Record<string, unknown> {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    throw invalidField('answers', 'an object of question id → value');
  }
  const byId = answers as Record<string, unknown>;
  const known = new Set(ids.map(String));
  for (const key of Object.keys(byId)) if (!known.has(key)) throw invalidField(`answers.${key}`, 'no such question');
  const missing = ids.filter((id) => !answered(byId[id]));
  if (missing.length) {
    throw new AppError('VALIDATION', { extra: { field: 'answers', missing, message: translate(language, 'questionnaire.unansweredText') } });
  }
  return byId;
}

/** Slider answers: question id → a number 0..100 (numeric strings accepted, as cookies carry them). */
export function readSliderAnswers(questionnaire: SliderQuestionnaire, answers: unknown, language: Language): Record<string, number> {
  const byId = readComplete(questionnaire.questions.map((q) => q.question_id), answers, language);
  const out: Record<string, number> = {};
  for (const { question_id: id } of questionnaire.questions) {
    const raw = byId[id];
    const n = typeof raw === 'string' && DECIMAL.test(raw) ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > SLIDER_MAX) throw invalidField(`answers.${id}`, `a number from 0 to ${SLIDER_MAX}`);
    out[id] = n;
  }
  return out;
}

/**
 * Survey answers, stored language-independently:
 * - numeric: the chosen number, as a number or its text ('7'); must be on the scale.
 * - options: the option index (0-based; number or digit text, as knowledge radios send) or the
 *   option's text in any of the four languages → stored as the index. Option texts are never bare
 *   numbers (validate.ts), so the two readings cannot be confused.
 * - multi: a list of option indexes, no repeats → stored sorted.
 * - any other type: text, trimmed, at most MAX_TEXT characters.
 */
export function readSurveyAnswers(questionnaire: SurveyQuestionnaire, answers: unknown, language: Language): Record<string, StoredAnswer> {
  const byId = readComplete(questionnaire.questions.map((q) => q.question_id), answers, language);
  const out: Record<string, StoredAnswer> = {};
  for (const question of questionnaire.questions) {
    out[question.question_id] = readOne(question, byId[question.question_id], `answers.${question.question_id}`);
  }
  return out;
}

function readIndex(raw: unknown, count: number, path: string): number {
  const n = typeof raw === 'string' && WHOLE.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= count) throw invalidField(path, `an option index from 0 to ${count - 1}`);
  return n;
}

function readOne(question: SurveyItem, raw: unknown, path: string): StoredAnswer {
  const options = question.options ?? [];
  switch (question.type) {
    case 'numeric': {
      const [min, max] = question.scale ?? [0, 0];
      const n = typeof raw === 'string' && WHOLE.test(raw) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) throw invalidField(path, `a whole number from ${min} to ${max}`);
      return n;
    }
    case 'options': {
      if (typeof raw === 'string' && !WHOLE.test(raw)) {
        const text = raw.trim();
        const index = options.findIndex((o) => Object.values(o).some((t) => t === text));
        if (index < 0) throw invalidField(path, 'one of the options (its text or index)');
        return index;
      }
      return readIndex(raw, options.length, path);
    }
    case 'multi': {
      if (!Array.isArray(raw)) throw invalidField(path, 'a list of option indexes');
      const indexes = raw.map((v, i) => readIndex(v, options.length, `${path}.${i}`));
      if (new Set(indexes).size !== indexes.length) throw invalidField(path, 'each option at most once');
      return indexes.sort((a, b) => a - b);
    }
    default: {
      if (typeof raw !== 'string') throw invalidField(path, 'text');
      const text = raw.trim();
      if (text.length > MAX_TEXT) throw invalidField(path, `at most ${MAX_TEXT} characters`);
      return text;
    }
  }
}

/**
 * One point per question answered exactly right: the single correct option, or for multi exactly
 * the set of correct options (a partly right selection scores nothing, so ticking every box
 * never pays). `answers` are the stored (validated) values.
 */
export function scoreKnowledge(questionnaire: SurveyQuestionnaire, key: Record<string, number[]>, answers: Record<string, StoredAnswer>): KnowledgeScore {
  const correct: number[] = [];
  for (const { question_id: id } of questionnaire.questions) {
    const given = answers[id];
    const chosen = Array.isArray(given) ? given : [given];
    const expected = [...key[id]].sort((a, b) => a - b);
    if (chosen.length === expected.length && chosen.every((v, i) => v === expected[i])) correct.push(id);
  }
  return { score: correct.length, max: questionnaire.questions.length, correct };
}
