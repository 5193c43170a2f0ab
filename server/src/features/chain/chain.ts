import type { Kysely } from 'kysely';
import { QUESTIONNAIRES, questionnaireOf, type QuestionnaireChain } from 'shared-api/contract';
import type { DB, QuestionnaireKind, ResponseKind, User } from '../../db/types';
import { findQuestionnaireProgress, isAvailable } from './progress';

/**
 * The questionnaire chain: which page the client opens after each submission (the `nextUrl` of
 * every answers call, SPEC.md section 4) and the order the portal lists what is open, both read
 * from the registry's order and `chain` (shared-api/src/questionnaires/contract.ts). Its own
 * feature so that the assessment and the questionnaires both use it without using each other.
 *
 *   assessment        → /post-assessment (its finished page)
 *   reassessment      → the first available of the follow-up chain, else /portal
 *   a questionnaire   → the next available one after it in its chain, else /portal
 *
 *   with today's registry:
 *   start-of-class: /welcome-qs
 *   follow-up:      /assessment-se → /assessment-ps → /post-class-survey → /reflection-qs → /assessment-ck
 *
 * "Available" = its current round (progress.ts: the latest one opened, so after a reassessment
 * its own self-efficacy and psychological-safety round) opened for the user and not yet
 * submitted; for an admin caller everything not yet submitted in its current round (admins
 * bypass the active checks, so an admin previews the whole chain).
 */
export type ChainStep = ResponseKind | QuestionnaireKind;

const chainOf = (chain: QuestionnaireChain): QuestionnaireKind[] => QUESTIONNAIRES.filter((q) => q.chain === chain).map((q) => q.kind);

export const ASSESSMENT_PATHS: Record<ResponseKind, string> = { assessment: '/assessment', reassessment: '/assessment-re' };

/** The portal's "upcoming" order: before class, start of class, then the follow-up chain the reassessment leads into. */
export const PORTAL_ORDER: readonly ChainStep[] = ['assessment', ...chainOf('start-of-class'), 'reassessment', ...chainOf('follow-up')];

/** What may follow `after`, in order. */
function followersOf(after: Exclude<ChainStep, 'assessment'>): QuestionnaireKind[] {
  if (after === 'reassessment') return chainOf('follow-up');
  const chain = chainOf(questionnaireOf(after).chain);
  return chain.slice(chain.indexOf(after) + 1);
}

export async function nextUrlAfter({ db, user, admin, after }: {
  db: Kysely<DB>;
  user: User;
  admin: boolean;
  after: ChainStep;
}): Promise<string> {
  if (after === 'assessment') return '/post-assessment';
  const followers = followersOf(after);
  if (followers.length === 0) return '/portal';
  const progress = await findQuestionnaireProgress({ db, userId: user.id });
  const next = followers.find((kind) => isAvailable(progress, kind, admin));
  return next ? questionnaireOf(next).path : '/portal';
}
