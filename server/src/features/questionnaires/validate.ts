import { isPlainObject, LANGUAGES } from 'shared-api/contract';
import {
  PAGE_SPLIT, SLIDER_KINDS, SURVEY_KINDS, SURVEY_TYPES, type QuestionnaireContent, type SurveyKind,
} from './types';

/** Enough choices for a 1-10 or 0-10 scale; more would not fit the inline radios. */
const MAX_SCALE_POINTS = 11;

/** A content folder that breaks the invariants; a deployment bug, never a user error. */
export class QuestionnaireContentError extends Error {
  constructor(readonly version: string, readonly problems: string[]) {
    super(`Questionnaire content ${version} is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'QuestionnaireContentError';
  }
}

type Json = Record<string, unknown>;
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const asObject = (v: unknown): Json => (isPlainObject(v) ? v : {});
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/**
 * Checks the raw JSON of one version (file name without .json → parsed content) and returns it
 * typed. Collects every problem before throwing, so an author fixes a broken copy in one pass.
 */
export function validateQuestionnaires(version: string, raw: Record<string, unknown>): QuestionnaireContent {
  const problems: string[] = [];
  const fail = (path: string, message: string) => problems.push(`${path}: ${message}`);
  const localized = (path: string, v: unknown) => {
    if (!isPlainObject(v)) return fail(path, 'must be an object with ENG, SPA, KOR and BRPT texts');
    for (const lang of LANGUAGES) if (!isText(v[lang])) fail(`${path}.${lang}`, 'missing or empty translation');
  };
  /** name, minutes and a non-empty list of questions with unique positive integer ids. */
  const listing = (file: string): { question: Json; path: string }[] => {
    const content = asObject(raw[file]);
    localized(`${file}.name`, content.name);
    if (!isId(content.minutes)) fail(`${file}.minutes`, 'must be a positive whole number');
    if (!Array.isArray(content.questions) || content.questions.length === 0) {
      fail(`${file}.questions`, 'must be a non-empty list');
      return [];
    }
    const ids = new Set<number>();
    return content.questions.map((q, i) => {
      const question = asObject(q);
      const path = `${file}.questions[${i}]`;
      if (!isId(question.question_id) || ids.has(question.question_id)) fail(`${path}.question_id`, 'missing or duplicate positive integer id');
      else ids.add(question.question_id);
      localized(`${path}.text`, question.text);
      return { question, path };
    });
  };

  for (const kind of SLIDER_KINDS) {
    const items = listing(kind);
    const ids = items.map(({ question }) => question.question_id as number);
    // Both pages of the two-page screen must have statements.
    if (items.length && !(ids.some((id) => id < PAGE_SPLIT) && ids.some((id) => id >= PAGE_SPLIT))) {
      fail(`${kind}.questions`, `needs ids below ${PAGE_SPLIT} (page one) and from ${PAGE_SPLIT} (page two)`);
    }
  }

  for (const kind of SURVEY_KINDS) {
    for (const { question, path } of listing(kind)) surveyQuestion(kind, question, path, fail, localized);
  }

  knowledgeKey(asObject(raw['knowledge-key']), asObject(raw.knowledge), fail);

  if (problems.length) throw new QuestionnaireContentError(version, problems);
  const pick = <K extends string>(kinds: readonly K[]) => Object.fromEntries(kinds.map((k) => [k, raw[k]]));
  return {
    version,
    slider: pick(SLIDER_KINDS),
    survey: pick(SURVEY_KINDS),
    knowledgeKey: raw['knowledge-key'],
  } as unknown as QuestionnaireContent;
}

function surveyQuestion(
  kind: SurveyKind,
  question: Json,
  path: string,
  fail: (path: string, message: string) => void,
  localized: (path: string, v: unknown) => void,
) {
  const type = question.type;
  if (!SURVEY_TYPES.includes(type as never)) return fail(`${path}.type`, `must be one of ${SURVEY_TYPES.join(', ')}`);
  // Knowledge is scored, so it is choices only; checkboxes (multi) exist only there (SPEC.md section 2).
  if (kind === 'knowledge' && type !== 'options' && type !== 'multi') fail(`${path}.type`, 'knowledge questions are options or multi');
  if (kind !== 'knowledge' && type === 'multi') fail(`${path}.type`, 'multi is for knowledge questions only');

  if (type === 'numeric') {
    const scale = question.scale;
    const ok = Array.isArray(scale) && scale.length === 2 && scale.every(Number.isInteger)
      && scale[0] >= 0 && scale[0] < scale[1] && scale[1] - scale[0] < MAX_SCALE_POINTS;
    if (!ok) fail(`${path}.scale`, `must be [min, max], whole numbers from 0, at most ${MAX_SCALE_POINTS} points`);
  } else if (question.scale !== undefined) fail(`${path}.scale`, 'only numeric questions have a scale');

  if (type === 'options' || type === 'multi') {
    const options = Array.isArray(question.options) ? question.options : [];
    if (options.length < 2) fail(`${path}.options`, 'needs at least two options');
    options.forEach((o, j) => localized(`${path}.options[${j}]`, o));
    for (const lang of LANGUAGES) {
      const texts = options.map((o) => asObject(o)[lang]);
      // An options answer may be the option's text or its index: texts must be unique and never
      // look like an index, so the two readings cannot collide.
      if (new Set(texts).size !== texts.length) fail(`${path}.options`, `duplicate ${lang} option text`);
      if (texts.some((t) => typeof t === 'string' && /^\s*\d+\s*$/.test(t))) fail(`${path}.options`, 'an option text must not be a bare number');
    }
  } else if (question.options !== undefined) fail(`${path}.options`, 'only options and multi questions have options');
}

/** The key names exactly the knowledge questions, with valid, unique option indexes. */
function knowledgeKey(key: Json, knowledge: Json, fail: (path: string, message: string) => void) {
  const questions = (Array.isArray(knowledge.questions) ? knowledge.questions : []).map(asObject);
  const byId = new Map(questions.map((q) => [String(q.question_id), q]));
  for (const id of byId.keys()) if (!(id in key)) fail('knowledge-key', `no entry for question ${id}`);
  for (const [id, value] of Object.entries(key)) {
    const path = `knowledge-key.${id}`;
    const question = byId.get(id);
    if (!question) {
      fail(path, 'not a knowledge question');
      continue;
    }
    const count = Array.isArray(question.options) ? question.options.length : 0;
    const indexes = Array.isArray(value) ? value : [];
    const valid = indexes.length > 0 && new Set(indexes).size === indexes.length
      && indexes.every((i) => Number.isInteger(i) && i >= 0 && i < count);
    if (!valid) fail(path, `must list unique option indexes from 0 to ${count - 1}`);
    if (question.type === 'options' && indexes.length !== 1) fail(path, 'a single-answer question has exactly one correct option');
  }
}
