import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  AssessmentActiveResponse, FreeformIdeasResponse, FreeformStartResponse, NextUrlResponse,
  ReassessmentQuestionsResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB, User } from '../../db/types';
import { requireUser } from '../../http/auth';
import { allows } from '../../http/authorize';
import { bodyOf } from '../../http/params';
import { sendPrepared } from '../../http/prepared';
import { route } from '../../http/route';
import { subject } from '../../http/targets';
import { findAssessmentStatus } from './findAssessmentStatus';
import { findPreparedQuestions } from './findPreparedQuestions';
import { findReassessmentQuestions } from './findReassessmentQuestions';
import { saveFreeformIdeas } from './saveFreeformIdeas';
import { startFreeform } from './startFreeform';
import { submitAnswers } from './submitAnswers';

/**
 * SPEC.md section 7 "Assessments". Every call is about one user: the caller, or for an admin the
 * user named by UserEmail / user_email (http/targets.ts subject: ignored for participants).
 */
export async function assessmentRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  const about = subject('actForUser');

  route(app, {
    url: '/api/assessment-active',
    compress: false,
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<AssessmentActiveResponse> => {
      return findAssessmentStatus({ db, reads: app.reads, user, callerAdmin: allows(req.user, 'admin') });
    },
  });

  // The same bytes for a whole team and language, serialised and compressed once (findPreparedQuestions.ts).
  route(app, {
    url: '/api/questions',
    compress: false,
    access: 'actForUser',
    target: about,
    handler: async (req, _input, reply, user: User) =>
      sendPrepared(req, reply, await findPreparedQuestions({ db, reads: app.reads, caller: requireUser(req), user })),
  });

  route(app, {
    url: '/api/re-assessment-questions',
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<ReassessmentQuestionsResponse> => {
      const caller = requireUser(req);
      return findReassessmentQuestions({ db, user, active: user.reassessment_active, admin: allows(caller, 'skipOpenChecks') });
    },
  });

  route(app, {
    url: '/api/answers',
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<NextUrlResponse> => {
      const caller = requireUser(req);
      return submitAnswers({ db, config, caller, user, body: bodyOf(req) });
    },
  });

  route(app, {
    url: '/api/freeform-start',
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<FreeformStartResponse> =>
      startFreeform({ db, reads: app.reads, caller: requireUser(req), user, body: bodyOf(req) }),
  });

  route(app, {
    url: '/api/freeform-ideas',
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<FreeformIdeasResponse> =>
      saveFreeformIdeas({ db, caller: requireUser(req), user, body: bodyOf(req) }),
  });
}
