import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  ActivationResponse, NextUrlResponse, SliderQuestionsResponse, SurveyQuestionsResponse,
} from 'shared-api/contract';
import { translate, type DictionaryKey } from 'shared-ui/i18n';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireAdmin, requireUser, resolveTargetUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { bodyOf, parseId, readIdParam, readParam } from '../../http/params';
import { activateByTeamCohort, type Activation, type Audience } from './activation';
import { SLIDER_KINDS, type QuestionnaireKind, type SurveyKind } from './content';
import { findSliderQuestions, findSurveyQuestions, submitQuestionnaire } from './service';

/** SPEC.md section 7's paths for the list-of-questions questionnaires (not derivable from the kind). */
export const SURVEY_PATHS: Record<SurveyKind, { questions: string; answers: string }> = {
  'post-class-survey': { questions: '/api/post-class-survey-questions', answers: '/api/post-class-survey-answers' },
  'get-to-know-you': { questions: '/api/get-to-know-you-questions', answers: '/api/get-to-know-you-answers' },
  reflection: { questions: '/api/get-reflection-questions', answers: '/api/reflection-answers' },
  knowledge: { questions: '/api/get-knowledge-questions', answers: '/api/knowledge-answers' },
};

const ACTIVATIONS: Record<string, { activation: Activation; msg: DictionaryKey }> = {
  '/api/activate-pre-class-by-team-cohort': { activation: 'pre-class', msg: 'activation.preClass' },
  '/api/activate-post-assessment-by-team-cohort': { activation: 'post-assessment', msg: 'activation.postAssessment' },
  '/api/activate-reassessment-by-team-cohort': { activation: 'reassessment', msg: 'activation.reassessment' },
  '/api/activate-results-by-team-cohort': { activation: 'results', msg: 'results.activated' },
};

/**
 * Headers TeamID and CohortId, both required: -1 names every cohort of the team. A missing
 * CohortId is refused rather than read as -1, so a client bug cannot widen an activation (and its
 * emails) to a whole team.
 */
function readAudience(req: FastifyRequest): Audience {
  const teamId = readIdParam(req, 'TeamID');
  if (!teamId) throw new AppError('BAD_REQUEST', { extra: { field: 'TeamID' } });
  const rawCohort = readParam(req, 'CohortId')?.trim();
  if (!rawCohort) throw new AppError('BAD_REQUEST', { extra: { field: 'CohortId' } });
  return { teamId, cohortId: rawCohort === '-1' ? null : parseId(rawCohort, 'CohortId') };
}

/**
 * The questionnaires besides the main assessment, and the activations that open them. The
 * questions and answers calls are about one user: the caller, or for an admin the user named by
 * UserEmail / user_email (resolveTargetUser ignores it for participants).
 */
export async function questionnaireRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  const submit = async (req: FastifyRequest, kind: QuestionnaireKind): Promise<NextUrlResponse> => {
    const caller = requireUser(req);
    const user = await resolveTargetUser({ req, db });
    return submitQuestionnaire({ db, caller, user, kind, answers: bodyOf(req).answers, language: requestLanguage(req) });
  };

  for (const kind of SLIDER_KINDS) {
    app.post(`/api/${kind}-questions`, { config: { access: 'user' } }, async (req): Promise<SliderQuestionsResponse> => {
      const caller = requireUser(req);
      const user = await resolveTargetUser({ req, db });
      return findSliderQuestions({ db, user, kind, caller });
    });
    app.post(`/api/${kind}-answers`, { config: { access: 'user' } }, (req) => submit(req, kind));
  }

  for (const [kind, paths] of Object.entries(SURVEY_PATHS) as [SurveyKind, (typeof SURVEY_PATHS)[SurveyKind]][]) {
    app.post(paths.questions, { config: { access: 'user' } }, async (req): Promise<SurveyQuestionsResponse> => {
      const caller = requireUser(req);
      const user = await resolveTargetUser({ req, db });
      return findSurveyQuestions({ db, user, kind, caller });
    });
    app.post(paths.answers, { config: { access: 'user' } }, (req) => submit(req, kind));
  }

  // Admin only: team leaders' powers are not specified (SPEC.md section 6).
  for (const [url, { activation, msg }] of Object.entries(ACTIVATIONS)) {
    app.post(url, { config: { access: 'admin' } }, async (req): Promise<ActivationResponse> => {
      requireAdmin(req);
      const result = await activateByTeamCohort({ db, config, audience: readAudience(req), activation });
      return { msg: translate(requestLanguage(req), msg, { count: result.users, emails: result.emails }) };
    });
  }
}
