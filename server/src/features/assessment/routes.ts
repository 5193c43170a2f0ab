import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  AssessmentActiveResponse, FreeformIdeasResponse, FreeformStartResponse, NextUrlResponse, QuestionsResponse,
  ReassessmentQuestionsResponse,
} from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import { requireUser, resolveTargetUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { bodyOf } from '../../http/params';
import { freeformPage, readIdeas, saveFreeformIdeas, startFreeform } from './freeform';
import { CURRENT_VERSION, loadInstrument } from './instrument/content';
import { findQuestions, findReassessmentQuestions } from './questions';
import { canTakeAssessment, findAssessmentStatus } from './status';
import { submitAnswers } from './submit';

/**
 * SPEC.md section 7 "Assessments". Every call is about one user: the caller, or for an admin the
 * user named by UserEmail / user_email (resolveTargetUser ignores it for participants).
 */
export async function assessmentRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Participants only reach the questions and timers while the assessment is open for them;
  // admins bypass the check (SPEC.md section 6).
  const assertCanTake = (admin: boolean, user: User) => {
    if (!admin && !canTakeAssessment(user)) throw new AppError('ASSESSMENT_NOT_ACTIVE');
  };

  app.post('/api/assessment-active', { config: { access: 'user' } }, async (req): Promise<AssessmentActiveResponse> => {
    const caller = requireUser(req);
    const user = await resolveTargetUser({ req, db });
    return findAssessmentStatus({ db, user, callerAdmin: caller.admin });
  });

  app.post('/api/questions', { config: { access: 'user' } }, async (req): Promise<QuestionsResponse> => {
    const caller = requireUser(req);
    const user = await resolveTargetUser({ req, db });
    assertCanTake(caller.admin, user);
    return findQuestions({ db, user });
  });

  app.post('/api/re-assessment-questions', { config: { access: 'user' } }, async (req): Promise<ReassessmentQuestionsResponse> => {
    const caller = requireUser(req);
    const user = await resolveTargetUser({ req, db });
    return findReassessmentQuestions({ db, user, active: user.reassessment_active, admin: caller.admin });
  });

  app.post('/api/answers', { config: { access: 'user' } }, async (req): Promise<NextUrlResponse> => {
    const caller = requireUser(req);
    const user = await resolveTargetUser({ req, db });
    return submitAnswers({ db, caller, user, body: bodyOf(req) });
  });

  app.post('/api/freeform-start', { config: { access: 'user' } }, async (req): Promise<FreeformStartResponse> => {
    const caller = requireUser(req);
    const user = await resolveTargetUser({ req, db });
    assertCanTake(caller.admin, user);
    const page = freeformPage(loadInstrument(CURRENT_VERSION), bodyOf(req).questionIndex);
    return startFreeform({ db, userId: user.id, questionIndex: page.index, seconds: page.seconds });
  });

  app.post('/api/freeform-ideas', { config: { access: 'user' } }, async (req): Promise<FreeformIdeasResponse> => {
    const caller = requireUser(req);
    const user = await resolveTargetUser({ req, db });
    assertCanTake(caller.admin, user);
    const body = bodyOf(req);
    const page = freeformPage(loadInstrument(CURRENT_VERSION), body.questionIndex);
    const ideas = readIdeas(body.ideas, 'ideas');
    return saveFreeformIdeas({ db, userId: user.id, questionIndex: page.index, seconds: page.seconds, ideas });
  });
}
