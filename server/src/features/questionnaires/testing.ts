import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isSliderKind, questionnaireOf, type SliderQuestion, type SurveyAnswer, type SurveyQuestion } from 'shared-api/contract';
import type { DB, QuestionnaireKind, QuestionnaireRound } from '../../db/types';
import { post } from '../../test/helpers';

/** Test support: opens questionnaires for a user as an activation would, in `round` or each one's first round. */
export async function openFor(db: Kysely<DB>, userId: number, kinds: readonly QuestionnaireKind[], round?: QuestionnaireRound) {
  if (kinds.length === 0) return;
  await db
    .insertInto('questionnaire_openings')
    .values(kinds.map((questionnaire) => ({ user_id: userId, questionnaire, round: round ?? questionnaireOf(questionnaire).rounds[0] })))
    .execute();
}

export function sliderAnswers(questions: SliderQuestion[], value = 50): Record<string, number> {
  return Object.fromEntries(questions.map((q) => [String(q.question_id), value]));
}

/** A complete, valid submission: first option, first index, or some text. */
export function surveyAnswers(questions: SurveyQuestion[]): Record<string, SurveyAnswer> {
  return Object.fromEntries(
    questions.map((q) => {
      if (q.type === 'numeric' || q.type === 'options') return [String(q.question_id), q.options[0]];
      if (q.type === 'multi') return [String(q.question_id), [0]];
      return [String(q.question_id), 'A considered answer.'];
    }),
  );
}

/** Fetches a questionnaire's questions as `headers`' user and submits a complete answer; returns the answers call. */
export async function answerQuestionnaire(app: FastifyInstance, headers: Record<string, string>, kind: QuestionnaireKind) {
  const { api } = questionnaireOf(kind);
  const { questions } = (await post(app, api.questions, { headers })).json();
  const answers = isSliderKind(kind) ? sliderAnswers(questions) : surveyAnswers(questions);
  return post(app, api.answers, { headers, payload: { answers } });
}
