import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  atSchema, audienceSchema, classIdSchema, notifySchema, parseAt, reachSchema, userIdsSchema,
  type ActivationResponse, type MsgResponse, type PreviewResponse, type ScheduledCallResponse,
} from 'shared-api/contract';
import type { DictionaryKey } from 'shared-api/texts';
import type { Config } from '../../config';
import { dryRun } from '../../db/transaction';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestCount, requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { classOf, team, users, type TargetUser } from '../../http/targets';
import type { Activation } from './activateByTeamCohort';
import { activateResults } from './activateResults';
import { openClassAssessment } from './openClassAssessment';
import { openClassResults } from './openClassResults';
import { activationRuns, reachOf, scheduleResultsForUsers } from './runs';
import { scheduleAction, scheduledMessage } from '../schedules';

type CountKeys = { one: DictionaryKey; other: DictionaryKey };

/**
 * Each activation by team and cohort: its URL's name (/api/activate-<name>-by-team-cohort, and
 * its undo /api/deactivate-<name>-by-team-cohort) and the texts of what each did. Only the
 * assessment's pair may name some of the team's users.
 */
const BY_TEAM_COHORT: Record<Activation, { opened: CountKeys; closed: CountKeys }> = {
  assessment: { opened: { one: 'activation.assessment.one', other: 'activation.assessment.other' }, closed: { one: 'activation.closed.assessment.one', other: 'activation.closed.assessment.other' } },
  'pre-class': { opened: { one: 'activation.preClass.one', other: 'activation.preClass.other' }, closed: { one: 'activation.closed.preClass.one', other: 'activation.closed.preClass.other' } },
  'post-assessment': { opened: { one: 'activation.postAssessment.one', other: 'activation.postAssessment.other' }, closed: { one: 'activation.closed.postAssessment.one', other: 'activation.closed.postAssessment.other' } },
  reassessment: { opened: { one: 'activation.reassessment.one', other: 'activation.reassessment.other' }, closed: { one: 'activation.closed.reassessment.one', other: 'activation.closed.reassessment.other' } },
  results: { opened: { one: 'results.activated.one', other: 'results.activated.other' }, closed: { one: 'activation.closed.results.one', other: 'activation.closed.results.other' } },
};
const EMAILS_QUEUED: CountKeys = { one: 'activation.emailsQueued.one', other: 'activation.emailsQueued.other' };
const ALREADY_NOTIFIED: CountKeys = { one: 'activation.alreadyNotified.one', other: 'activation.alreadyNotified.other' };
const RESULTS_ACTIVATED: CountKeys = { one: 'results.activated.one', other: 'results.activated.other' };
const RESULTS_FINISHED: CountKeys = { one: 'activation.results.have.one', other: 'activation.results.have.other' };
const RESULTS_WAITING: CountKeys = { one: 'activation.results.waiting.one', other: 'activation.results.waiting.other' };
const PREVIEW: CountKeys = { one: 'schedules.preview.one', other: 'schedules.preview.other' };

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
  const runs = activationRuns(config);
  /** What an activation or its undo answers: how many it reached, the emails queued, and who had the notice today already. */
  /** Results for everyone reached, or "7 of 9 have results; 2 have not finished and will be activated when they finish." */
  const resultsMessage = (req: FastifyRequest, done: Record<string, unknown>) => {
    const waiting = Number(done.waiting ?? 0);
    if (!waiting) return requestCount(req, Number(done.finished ?? done.users), RESULTS_ACTIVATED);
    // Of those it concerns: the finishers and those who wait (admins and anonymised accounts take no assessment).
    return `${requestCount(req, Number(done.finished), RESULTS_FINISHED, { users: Number(done.finished) + waiting })}; ${requestCount(req, waiting, RESULTS_WAITING)}`;
  };
  const activationMessage = (req: FastifyRequest, activation: Activation, keys: CountKeys, done: Record<string, unknown>, undo: boolean) => {
    const parts = [activation === 'results' && !undo ? resultsMessage(req, done) : requestCount(req, Number(done.users), keys)];
    if ((activation === 'reassessment' || Number(done.emails) > 0) && 'emails' in done) parts.push(requestCount(req, Number(done.emails), EMAILS_QUEUED));
    if (Number(done.alreadyNotified) > 0) parts.push(requestCount(req, Number(done.alreadyNotified), ALREADY_NOTIFIED));
    return parts.join(' ');
  };
  for (const [activation, { opened, closed }] of Object.entries(BY_TEAM_COHORT) as [Activation, (typeof BY_TEAM_COHORT)[Activation]][]) {
    const own = activation === 'assessment' ? reachSchema : activation === 'results' ? audienceSchema.concat(notifySchema) : audienceSchema;
    const input = { schema: own.concat(atSchema) };
    const target = team(({ TeamID }: { TeamID: number }) => TeamID);
    for (const undo of [false, true]) {
      const action = `${undo ? 'deactivate' : 'activate'}-${activation}-by-team-cohort`;
      route(app, {
        url: `/api/${action}`,
        access: 'manageTeam',
        input,
        target,
        handler: async (req, values): Promise<ActivationResponse | ScheduledCallResponse | PreviewResponse> => {
          const actor = requireUser(req);
          const { audience, params } = reachOf(values);
          if (values.Preview) {
            const done = await dryRun(db, (trx) => runs[action](trx, { audience, params, actor }));
            const reach = Number(done.users);
            const split = activation === 'results' && !undo && Number(done.waiting) > 0 ? ` ${resultsMessage(req, done)}` : '';
            return { msg: `${requestCount(req, reach, PREVIEW)}${split}`, reach };
          }
          if (values.At) {
            const at = parseAt(values.At);
            const id = await scheduleAction({ db, action, audience, params, at, actor });
            return { msg: scheduledMessage(requestLanguage(req), at), id };
          }
          const done = await runs[action](db, { audience, params, actor });
          return { msg: activationMessage(req, activation, undo ? closed : opened, done, undo) };
        },
      });
    }
  }

  route(app, {
    url: '/api/activate-results-for-team',
    access: 'manageUser',
    input: { schema: userIdsSchema.concat(atSchema) },
    target: users(({ UserIDs }) => UserIDs, { code: 'BAD_REQUEST' }),
    handler: async (req, { UserIDs, At, Preview }, _reply, targets: TargetUser[]): Promise<MsgResponse | ScheduledCallResponse | PreviewResponse> => {
      const actor = requireUser(req);
      if (Preview) {
        const done = await dryRun(db, (trx) => activateResults({ db: trx, userIds: targets.map((u) => u.id), actor }));
        const split = done.waiting > 0 ? ` ${resultsMessage(req, done)}` : '';
        return { msg: `${requestCount(req, done.users, PREVIEW)}${split}`, reach: done.users };
      }
      if (At) {
        const at = parseAt(At);
        // In the order asked: the answer's id is the plan of the first user's team.
        const ordered = UserIDs.map((id) => targets.find((u) => u.id === id)).filter((u) => u !== undefined);
        const ids = await scheduleResultsForUsers({ db, users: ordered, at, actor });
        return { msg: scheduledMessage(requestLanguage(req), at), id: ids[0] };
      }
      return { msg: resultsMessage(req, await activateResults({ db, userIds: targets.map((u) => u.id), actor })) };
    },
  });

  for (const [url, { open, msg }] of Object.entries(CLASS_OPENINGS)) {
    route(app, {
      url,
      access: 'admin',
      input: { schema: classIdSchema },
      target: classOf(({ ClassID }) => ClassID),
      handler: async (req, { ClassID }): Promise<MsgResponse> => {
        const done = await open({ db, classId: ClassID, actor: requireUser(req) });
        if (typeof done === 'number') return { msg: requestCount(req, done, msg) };
        return { msg: done.waiting ? resultsMessage(req, done) : requestCount(req, done.finished, msg) };
      },
    });
  }
}
