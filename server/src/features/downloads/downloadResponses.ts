import type { Kysely } from 'kysely';
import type { Language } from 'shared-api/contract';
import { translate } from 'shared-api/texts';
import type { AssessmentResponsesTable, DB, QuestionnaireResponsesTable, StoredAnswer } from '../../db/types';
import type { Cell } from '../../exports/tsv';
import { loadInstrument, type Instrument } from '../assessment';
import { loadQuestionnaires } from '../questionnaires';
import { recordTeamRead, recordUserRead, type Actor, type ReadOwner } from '../audit';
import { responsesHeader } from './headers';

/** Users per query: their answers are a few kilobytes each. */
export const RESPONSES_PAGE_SIZE = 200;

type Assessment = Pick<AssessmentResponsesTable, 'user_id' | 'kind' | 'version'> & {
  answers: Record<string, Record<string, number>>;
  text_answers: Record<string, { id: number | string; text: string }[]>;
  demographics: Record<string, string | number>;
};
type Questionnaire = Pick<QuestionnaireResponsesTable, 'user_id' | 'questionnaire' | 'round' | 'version'> & {
  answers: Record<string, StoredAnswer>;
};
/** A questionnaire item as far as the export reads it: sliders have no options. */
interface Item {
  question_id: number;
  text: Record<Language, string>;
  options?: Record<Language, string>[];
}
/** questionnaire, question, statement, value. */
type Answer = [string, string, string, Cell];

function demographicLabels(instrument: Instrument, language: Language): Map<string, string> {
  const { forms, academyQuestion } = instrument.demographics;
  const fields = [...forms.standard.fields, ...forms.postAssessment.fields, academyQuestion];
  return new Map(fields.map((f) => [f.id, f.label[language]]));
}

/** The main assessment (ratings, ideas, demographics) or the reassessment, as the user answered them. */
function assessmentAnswers(response: Assessment, language: Language): Answer[] {
  const instrument = loadInstrument(response.version);
  if (response.kind === 'reassessment') {
    const name = translate(language, 'portal.item.reassessment');
    const texts = new Map(instrument.reassessment.questions.map((q) => [String(q.id), sevenPointText(q, language)]));
    return Object.entries(response.answers['0'] ?? {}).map(([id, value]) => [name, texts.get(id) ?? id, '', value]);
  }
  const name = translate(language, 'portal.item.assessment');
  const pages = instrument.assessment.questions;
  const out: Answer[] = [];
  for (const [q, ratings] of Object.entries(response.answers)) {
    const page = pages[Number(q)];
    for (const [s, value] of Object.entries(ratings)) out.push([name, page?.prompt[language] ?? q, page?.statements[Number(s)]?.text[language] ?? s, value]);
  }
  for (const [q, ideas] of Object.entries(response.text_answers)) {
    const prompt = pages[Number(q)]?.prompt[language] ?? q;
    ideas.forEach((idea, i) => out.push([name, prompt, translate(language, 'downloads.idea', { n: i + 1 }), idea.text]));
  }
  const labels = demographicLabels(instrument, language);
  const demographics = translate(language, 'downloads.demographics');
  for (const [field, value] of Object.entries(response.demographics)) out.push([name, demographics, labels.get(field) ?? field, value]);
  return out;
}

function sevenPointText(q: Instrument['reassessment']['questions'][number], language: Language): string {
  const byLanguage: Record<Language, string> = { ENG: q.question_text, SPA: q.spanish_text, KOR: q.korean_text, BRPT: q.portuguese_text };
  return byLanguage[language];
}

/** A questionnaire's answers; option indexes become the option's text in `language`. */
function questionnaireAnswers(response: Questionnaire, language: Language): Answer[] {
  const content = loadQuestionnaires(response.version);
  const kind = response.questionnaire;
  const listing = kind in content.slider ? content.slider[kind as keyof typeof content.slider] : content.survey[kind as keyof typeof content.survey];
  const listed = listing.name[language];
  const name = response.round === 'reassessment' ? translate(language, 'downloads.atReassessment', { name: listed }) : listed;
  const items = new Map((listing.questions as Item[]).map((q) => [String(q.question_id), q]));
  return Object.entries(response.answers).map(([id, value]) => {
    const item = items.get(id);
    const options = item?.options;
    const option = (i: number) => options?.[i]?.[language] ?? String(i);
    const shown: Cell = options && typeof value === 'number' ? option(value) : Array.isArray(value) ? value.map(option).join('; ') : value;
    return [name, item?.text[language] ?? id, '', shown];
  });
}

/**
 * responses.tsv of one user or of a team: its header and its rows as pages to stream. Reading
 * another person's or a team's responses is recorded before any row is read.
 */
export async function downloadResponses({ db, caller, target, language }: {
  db: Kysely<DB>;
  caller: Actor;
  target: { user: ReadOwner } | { teamId: number };
  language: Language;
}): Promise<{ header: Cell[]; pages: AsyncIterable<Cell[][]> }> {
  if ('user' in target) await recordUserRead(db, caller, 'responsesDownloaded', target.user);
  else await recordTeamRead(db, caller, 'responsesDownloaded', target.teamId);
  const scope = 'user' in target ? { userId: target.user.id } : target;
  return { header: responsesHeader(language), pages: responseRows({ db, scope, language }) };
}

/**
 * responses.tsv: one row per answered statement or question of each user (the team's, or the one
 * named), in keyset pages of users like results.tsv.
 */
async function* responseRows({ db, scope, language, pageSize = RESPONSES_PAGE_SIZE }: {
  db: Kysely<DB>;
  scope: { teamId: number } | { userId: number };
  language: Language;
  pageSize?: number;
}): AsyncGenerator<Cell[][]> {
  let after = 0;
  for (;;) {
    let query = db.selectFrom('users').select(['id', 'name', 'email']).where('id', '>', after).orderBy('id').limit(pageSize);
    query = 'userId' in scope ? query.where('id', '=', scope.userId) : query.where('team_id', '=', scope.teamId);
    const users = await query.execute();
    if (users.length === 0) return;
    const ids = users.map((u) => u.id);
    const assessments = await db
      .selectFrom('assessment_responses')
      .select(['user_id', 'kind', 'version', 'answers', 'text_answers', 'demographics'])
      .where('user_id', 'in', ids)
      .orderBy('user_id')
      .orderBy('kind')
      .execute();
    const questionnaires = await db
      .selectFrom('questionnaire_responses')
      .select(['user_id', 'questionnaire', 'round', 'version', 'answers'])
      .where('user_id', 'in', ids)
      .orderBy('user_id')
      .orderBy('submitted_at')
      .orderBy('id')
      .execute();
    yield users.flatMap((user) => {
      const answers = [
        ...assessments.filter((r) => r.user_id === user.id).flatMap((r) => assessmentAnswers(r, language)),
        ...questionnaires.filter((r) => r.user_id === user.id).flatMap((r) => questionnaireAnswers(r, language)),
      ];
      return answers.map((answer): Cell[] => [user.name, user.email, ...answer]);
    });
    if (users.length < pageSize) return;
    after = users[users.length - 1].id;
  }
}
