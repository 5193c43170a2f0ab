import fs from 'node:fs';
import path from 'node:path';
import type { Language, SliderQuestion, SurveyQuestion } from 'shared-api/contract';
import { SLIDER_KINDS, SURVEY_KINDS, type QuestionnaireContent, type SliderQuestionnaire, type SurveyItem, type SurveyQuestionnaire } from './types';
import { QuestionnaireContentError, validateQuestionnaires } from './validate';

export * from './types';
export { QuestionnaireContentError } from './validate';

/** The version new responses are taken with; each response stores the version it answered. */
export const CURRENT_VERSION = 'v3';

const FILES = [...SLIDER_KINDS, ...SURVEY_KINDS, 'knowledge-key'];
const cache = new Map<string, QuestionnaireContent>();

/**
 * Reads and validates one content version (content/<version>/*.json). `root` exists for tests
 * that load deliberately broken copies. Versions are immutable, so the result is cached.
 */
export function loadQuestionnaires(version = CURRENT_VERSION, root = path.join(__dirname, 'content')): QuestionnaireContent {
  if (!/^v\d+$/.test(version)) throw new QuestionnaireContentError(version, ['version must look like v1, v2, ...']);
  const dir = path.join(root, version);
  const cached = cache.get(dir);
  if (cached) return cached;
  const raw: Record<string, unknown> = {};
  for (const file of FILES) {
    try {
      raw[file] = JSON.parse(fs.readFileSync(path.join(dir, `${file}.json`), 'utf8'));
    } catch (err) {
      throw new QuestionnaireContentError(version, [`${file}.json: ${(err as Error).message}`]);
    }
  }
  const content = validateQuestionnaires(version, raw);
  cache.set(dir, content);
  return content;
}

const byId = <Q extends { question_id: number }>(questions: Q[]) => [...questions].sort((a, b) => a.question_id - b.question_id);

/**
 * SPEC.md section 3's slider shape: every language at once (the client picks by `language`).
 * `id` repeats question_id: statements have no other identity, and answers are keyed by it.
 */
export function localizeSlider(questionnaire: SliderQuestionnaire): SliderQuestion[] {
  return byId(questionnaire.questions).map((q) => ({
    id: q.question_id,
    question_id: q.question_id,
    question_text: q.text.ENG,
    spanish_text: q.text.SPA,
    portuguese_text: q.text.BRPT,
    korean_text: q.text.KOR,
  }));
}

/** The options a question offers, as the client shows them; numeric scales become '1'..'10'. */
function optionTexts(question: SurveyItem, language: Language): string[] {
  if (question.type === 'numeric' && question.scale) {
    const [min, max] = question.scale;
    return Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
  }
  return (question.options ?? []).map((o) => o[language]);
}

/** SPEC.md section 3's survey shape, in one language. */
export function localizeSurvey(questionnaire: SurveyQuestionnaire, language: Language): SurveyQuestion[] {
  return byId(questionnaire.questions).map((q) => ({
    question_id: q.question_id,
    question_text: q.text[language],
    type: q.type,
    options: optionTexts(q, language),
  }));
}
