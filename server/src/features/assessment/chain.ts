import type { Kysely } from 'kysely';
import type { DB, QuestionnaireKind, ResponseKind, User } from '../../db/types';
import { findQuestionnaireProgress, isAvailable } from '../questionnaires/openings';

/**
 * The questionnaire chain: which page the client opens after each submission (the `nextUrl` of
 * every answers call, SPEC.md section 4) and the order the portal lists what is open. It lives
 * here, in one place, so inserting a questionnaire is one edit.
 *
 *   assessment        → /post-assessment (its finished page)
 *   get-to-know-you   → /portal          (start of class; nothing follows it)
 *   reassessment      → the first available of FOLLOW_UP, else /portal
 *   a FOLLOW_UP item  → the next available one after it in FOLLOW_UP, else /portal
 *
 *   FOLLOW_UP: /assessment-se → /assessment-ps → /post-class-survey → /reflection-qs → /assessment-ck
 *
 * "Available" = its current round (questionnaires/openings.ts: the latest one opened, so after
 * a reassessment its own self-efficacy and psychological-safety round) opened for the user and
 * not yet submitted; for an admin caller everything not yet submitted in its current round
 * (admins bypass the active checks, so an admin previews the whole chain).
 */
export type ChainStep = ResponseKind | QuestionnaireKind;

export const FOLLOW_UP: readonly QuestionnaireKind[] = [
  'self-efficacy', 'psychological-safety', 'post-class-survey', 'reflection', 'knowledge',
];

/** SPEC.md section 2's routes. */
export const QUESTIONNAIRE_PATHS: Record<QuestionnaireKind, string> = {
  'self-efficacy': '/assessment-se',
  'psychological-safety': '/assessment-ps',
  'post-class-survey': '/post-class-survey',
  'get-to-know-you': '/welcome-qs',
  reflection: '/reflection-qs',
  knowledge: '/assessment-ck',
};

export const ASSESSMENT_PATHS: Record<ResponseKind, string> = { assessment: '/assessment', reassessment: '/assessment-re' };

/** The portal's "upcoming" order: before class, start of class, then the follow-up chain. */
export const PORTAL_ORDER: readonly ChainStep[] = ['assessment', 'get-to-know-you', 'reassessment', ...FOLLOW_UP];

export async function nextUrlAfter({ db, user, admin, after }: {
  db: Kysely<DB>;
  user: User;
  admin: boolean;
  after: ChainStep;
}): Promise<string> {
  if (after === 'assessment') return '/post-assessment';
  if (after === 'get-to-know-you') return '/portal';
  const progress = await findQuestionnaireProgress({ db, userId: user.id });
  const rest = after === 'reassessment' ? FOLLOW_UP : FOLLOW_UP.slice(FOLLOW_UP.indexOf(after) + 1);
  const next = rest.find((kind) => isAvailable(progress, kind, admin));
  return next ? QUESTIONNAIRE_PATHS[next] : '/portal';
}
