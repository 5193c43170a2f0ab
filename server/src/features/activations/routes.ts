import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ALL_COHORTS, audienceSchema, classIdSchema, userIdsSchema, type ActivationResponse, type MsgResponse } from 'shared-api/contract';
import type { DictionaryKey } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestCount } from '../../http/language';
import { route } from '../../http/route';
import { classOf, team, users, type TargetUser } from '../../http/targets';
import { activateByTeamCohort, type Activation } from './activateByTeamCohort';
import { activateResults } from './activateResults';
import { openClassAssessment } from './openClassAssessment';
import { openClassResults } from './openClassResults';

type CountKeys = { one: DictionaryKey; other: DictionaryKey };

const BY_TEAM_COHORT: Record<string, { activation: Activation; msg: CountKeys }> = {
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
const RESULTS_ACTIVATED: CountKeys = { one: 'results.activated.one', other: 'results.activated.other' };

/** The class page's Open Assessment and Open Results: what each opens, and how many it says. */
const CLASS_OPENINGS = {
  '/api/class-open-assessment': { open: openClassAssessment, msg: { one: 'classes.assessmentOpened.one', other: 'classes.assessmentOpened.other' } },
  '/api/class-open-results': { open: openClassResults, msg: { one: 'classes.resultsOpened.one', other: 'classes.resultsOpened.other' } },
} as const;

/**
 * Everything that opens a questionnaire, the assessment or results to people: by team and cohort
 * (an admin, or a leader of the team: DESIGN.md, leaders run their own teams), by users (each one
 * a participant the caller may manage), by class (admins: leaders never manage classes).
 */
export async function activationRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  for (const [url, { activation, msg }] of Object.entries(BY_TEAM_COHORT)) {
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

  route(app, {
    url: '/api/activate-results-for-team',
    access: 'manageUser',
    input: { schema: userIdsSchema },
    target: users(({ UserIDs }) => UserIDs, { code: 'BAD_REQUEST' }),
    handler: async (req, _input, _reply, targets: TargetUser[]): Promise<MsgResponse> => {
      const count = await activateResults({ db, userIds: targets.map((u) => u.id), actor: requireUser(req) });
      return { msg: requestCount(req, count, RESULTS_ACTIVATED) };
    },
  });

  for (const [url, { open, msg }] of Object.entries(CLASS_OPENINGS)) {
    route(app, {
      url,
      access: 'admin',
      input: { schema: classIdSchema },
      target: classOf(({ ClassID }) => ClassID),
      handler: async (req, { ClassID }): Promise<MsgResponse> => {
        const count = await open({ db, classId: ClassID, actor: requireUser(req) });
        return { msg: requestCount(req, count, msg) };
      },
    });
  }
}
