import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  SLIDER_QUESTIONNAIRES, SURVEY_QUESTIONNAIRES, type NextUrlResponse, type SliderQuestionsResponse, type SurveyQuestionsResponse,
} from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestLanguage } from '../../http/language';
import { bodyOf } from '../../http/params';
import { route } from '../../http/route';
import { subject } from '../../http/targets';
import type { QuestionnaireKind } from './content';
import { findSliderQuestions } from './findSliderQuestions';
import { findSurveyQuestions } from './findSurveyQuestions';
import { submitQuestionnaire } from './submitQuestionnaire';

/**
 * The questionnaires besides the main assessment (activations/ opens them). The questions and answers calls are about one user: the caller, or for an admin the user named by
 * UserEmail / user_email (http/targets.ts subject: ignored for participants).
 */
export async function questionnaireRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const about = subject('actForUser');
  const submit = (kind: QuestionnaireKind) => async (req: FastifyRequest, _input: undefined, _reply: unknown, user: User): Promise<NextUrlResponse> =>
    submitQuestionnaire({ db, caller: requireUser(req), user, kind, answers: bodyOf(req).answers, language: requestLanguage(req) });

  // One pair of calls per registry entry (SPEC.md section 7's paths), by its screen's shape.
  for (const { kind, api } of SLIDER_QUESTIONNAIRES) {
    route(app, {
      url: api.questions,
      access: 'actForUser',
      target: about,
      handler: async (req, _input, _reply, user: User): Promise<SliderQuestionsResponse> => findSliderQuestions({ db, user, kind, caller: requireUser(req) }),
    });
    route(app, { url: api.answers, access: 'actForUser', target: about, handler: submit(kind) });
  }

  for (const { kind, api } of SURVEY_QUESTIONNAIRES) {
    route(app, {
      url: api.questions,
      access: 'actForUser',
      target: about,
      handler: async (req, _input, _reply, user: User): Promise<SurveyQuestionsResponse> => findSurveyQuestions({ db, user, kind, caller: requireUser(req) }),
    });
    route(app, { url: api.answers, access: 'actForUser', target: about, handler: submit(kind) });
  }
}
