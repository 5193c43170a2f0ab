import type { Kysely } from 'kysely';
import type { Language, StoredResponse } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { AssessmentResponsesTable, DB } from '../../db/types';
import { loadInstrument, type DemographicField, type Instrument } from './instrument/content';

type StoredRow = Pick<AssessmentResponsesTable, 'kind' | 'version'> & {
  answers: Record<string, Record<string, number>>;
  text_answers: Record<string, { id: number | string; text: string }[]>;
  demographics: Record<string, string | number>;
};

const SEVEN_POINT_TEXT = { ENG: 'question_text', SPA: 'spanish_text', KOR: 'korean_text', BRPT: 'portuguese_text' } as const;

/**
 * A user's stored assessment and reassessment (SPEC.md section 3, "Stored response"): each page
 * as they saw it, in the viewer's language and in the content version they answered, with its
 * answer. The demographics page is 'posttest' when it was the post-assessment form; the
 * reassessment is one 'sevenpoint' page of its seven-point statements, with the scale's labels.
 */
export async function findStoredResponses({ db, userId, language }: { db: Kysely<DB>; userId: number; language: Language }): Promise<StoredResponse[]> {
  const rows = await db
    .selectFrom('assessment_responses')
    .select(['kind', 'version', 'answers', 'text_answers', 'demographics'])
    .where('user_id', '=', userId)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => describe(row, loadInstrument(row.version), language));
}

function describe(row: StoredRow, instrument: Instrument, language: Language): StoredResponse[] {
  if (row.kind === 'reassessment') {
    const questions = instrument.reassessment.questions;
    const rated = row.answers['0'] ?? {};
    const value: Record<string, number> = {};
    questions.forEach((q, i) => {
      if (rated[q.id] !== undefined) value[i] = rated[q.id];
    });
    const prompt = translate(language, 'reassessment.prompt');
    const scale = instrument.reassessment.scale.map((p) => p.label[language]);
    return [{ kind: 'reassessment', question: { prompt, type: 'sevenpoint', statements: questions.map((q) => q[SEVEN_POINT_TEXT[language]]) }, value, scale }];
  }
  return instrument.assessment.questions.map((page, q): StoredResponse => {
    const prompt = page.prompt[language];
    if (page.type === 'demographics') return { kind: 'assessment', ...demographics(instrument, row.demographics, prompt, language) };
    if (page.type === 'freeform') {
      return { kind: 'assessment', question: { prompt, type: page.type, statements: [] }, value: (row.text_answers[q] ?? []).map((idea) => idea.text) };
    }
    return { kind: 'assessment', question: { prompt, type: page.type, statements: page.statements.map((s) => s.text[language]) }, value: row.answers[q] ?? {} };
  });
}

/** The fields answered, in the order of the form they came from, each answer as its option's label. */
function demographics(instrument: Instrument, stored: Record<string, string | number>, prompt: string, language: Language): Pick<StoredResponse, 'question' | 'value'> {
  const { forms, academyQuestion, optionSets } = instrument.demographics;
  const standardIds = new Set(forms.standard.fields.map((f) => f.id));
  const posttest = Object.keys(stored).some((id) => !standardIds.has(id) && id !== academyQuestion.id);
  const form = posttest ? forms.postAssessment : forms.standard;
  const fields: DemographicField[] = [...form.fields, ...(posttest ? [] : [academyQuestion])].filter((f) => stored[f.id] !== undefined);
  const labelOf = (field: DemographicField, value: string | number) =>
    (field.options && optionSets[field.options]?.find((o) => o.value === value)?.label[language]) ?? String(value);
  const value: Record<string, string> = {};
  fields.forEach((field, i) => (value[i] = labelOf(field, stored[field.id])));
  return {
    question: { prompt: posttest ? form.title[language] : prompt, type: posttest ? 'posttest' : 'demographics', statements: fields.map((f) => f.label[language]) },
    value,
  };
}
