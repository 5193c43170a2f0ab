import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ALL_COHORTS, audienceSchema, SLIDER_QUESTIONNAIRES, SURVEY_QUESTIONNAIRES,
  type ActivationResponse, type NextUrlResponse, type SliderQuestionsResponse, type SurveyQuestionsResponse,
} from 'shared-api/contract';
import type { DictionaryKey } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB, User } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestCount, requestLanguage } from '../../http/language';
import { bodyOf } from '../../http/params';
import { route } from '../../http/route';
import { subject, team } from '../../http/targets';
import { activateByTeamCohort, type Activation } from './activation';
import type { QuestionnaireKind } from './content';
import { findSliderQuestions, findSurveyQuestions, submitQuestionnaire } from './service';

type CountKeys = { one: DictionaryKey; other: DictionaryKey };

const ACTIVATIONS: Record<string, { activation: Activation; msg: CountKeys }> = {
  '/api/activate-pre-class-by-team-cohort': {
    activation: 'pre-class',
    msg: { one: 'activation.preClass.one', other: 'activation.preClass.other' },
  },
  '/api/activate-post-assessment-by-team-cohort': {
    activation: 'post-assessment',
    msg: { one: 'activation.postAssessment.one', other: 'activation.postAssessment.other' },
  },
  '/api/activate-reassessment-by-team-cohort': {
    activation: 'reassessment',
    msg: { one: 'activation.reassessment.one', other: 'activation.reassessment.other' },
  },
  '/api/activate-results-by-team-cohort': {
    activation: 'results',
    msg: { one: 'results.activated.one', other: 'results.activated.other' },
  },
};
const EMAILS_QUEUED: CountKeys = { one: 'activation.emailsQueued.one', other: 'activation.emailsQueued.other' };

/**
 * The questionnaires besides the main assessment, and the activations that open them. The
 * questions and answers calls are about one user: the caller, or for an admin the user named by
 * UserEmail / user_email (http/targets.ts subject: ignored for participants).
 */
export async function questionnaireRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
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

  // An admin, or a leader of the team activated (DESIGN.md: leaders run their own teams).
  for (const [url, { activation, msg }] of Object.entries(ACTIVATIONS)) {
    route(app, {
      url,
      access: 'manageTeam',
      input: { schema: audienceSchema },
      target: team(({ TeamID }) => TeamID),
      handler: async (req, { TeamID, CohortId }): Promise<ActivationResponse> => {
        const audience = { teamId: TeamID, cohortId: CohortId === ALL_COHORTS ? null : CohortId };
        const result = await activateByTeamCohort({ db, config, audience, activation, actor: requireUser(req) });
        const opened = requestCount(req, result.users, msg);
        return { msg: activation === 'reassessment' ? `${opened} ${requestCount(req, result.emails, EMAILS_QUEUED)}` : opened };
      },
    });
  }
}
