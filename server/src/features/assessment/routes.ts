import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  AssessmentActiveResponse, FreeformIdeasResponse, FreeformStartResponse, NextUrlResponse,
  ReassessmentQuestionsResponse,
} from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import { requireUser } from '../../http/auth';
import { allows, type Caller } from '../../http/authorize';
import { AppError } from '../../http/errors';
import { bodyOf } from '../../http/params';
import { sendPrepared } from '../../http/prepared';
import { route } from '../../http/route';
import { subject } from '../../http/targets';
import { freeformPage, readIdeas, saveFreeformIdeas, startFreeform } from './freeform';
import { CURRENT_VERSION, loadInstrument } from './instrument/content';
import { findPreparedQuestions, findReassessmentQuestions } from './questions';
import { canTakeAssessment, findAssessmentStatus, mustPayFirst } from './status';
import { submitAnswers } from './submit';

/**
 * SPEC.md section 7 "Assessments". Every call is about one user: the caller, or for an admin the
 * user named by UserEmail / user_email (http/targets.ts subject: ignored for participants).
 */
export async function assessmentRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const about = subject('actForUser');
  // Participants only reach the questions and timers while the assessment is open for them, and
  // in a priced class once they have paid.
  const assertOpen = (caller: Caller, user: User) => {
    if (!allows(caller, 'skipOpenChecks') && !canTakeAssessment(user)) throw new AppError('ASSESSMENT_NOT_ACTIVE');
  };
  const assertCanTake = async (caller: Caller, user: User) => {
    assertOpen(caller, user);
    if (!allows(caller, 'skipOpenChecks') && (await mustPayFirst(db, user, app.reads))) throw new AppError('ASSESSMENT_NOT_ACTIVE');
  };

  route(app, {
    url: '/api/assessment-active',
    compress: false,
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<AssessmentActiveResponse> => {
      const caller = requireUser(req);
      return findAssessmentStatus({ db, reads: app.reads, user, callerAdmin: caller.admin });
    },
  });

  // The same bytes for a whole team and language, serialised and compressed once (questions.ts).
  route(app, {
    url: '/api/questions',
    compress: false,
    access: 'actForUser',
    target: about,
    handler: async (req, _input, reply, user: User) => {
      const caller = requireUser(req);
      await assertCanTake(caller, user);
      return sendPrepared(req, reply, await findPreparedQuestions({ db, reads: app.reads, user }));
    },
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
      return submitAnswers({ db, caller, user, body: bodyOf(req) });
    },
  });

  route(app, {
    url: '/api/freeform-start',
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<FreeformStartResponse> => {
      const caller = requireUser(req);
      await assertCanTake(caller, user);
      const page = freeformPage(loadInstrument(CURRENT_VERSION), bodyOf(req).questionIndex);
      return startFreeform({ db, userId: user.id, questionIndex: page.index, seconds: page.seconds });
    },
  });

  route(app, {
    url: '/api/freeform-ideas',
    access: 'actForUser',
    target: about,
    handler: async (req, _input, _reply, user: User): Promise<FreeformIdeasResponse> => {
      const caller = requireUser(req);
      // Every autosave: the timer it adds to was started past assertCanTake, payment included.
      assertOpen(caller, user);
      const body = bodyOf(req);
      const page = freeformPage(loadInstrument(CURRENT_VERSION), body.questionIndex);
      const ideas = readIdeas(body.ideas, 'ideas');
      return saveFreeformIdeas({ db, userId: user.id, questionIndex: page.index, seconds: page.seconds, ideas });
    },
  });
}
