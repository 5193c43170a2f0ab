import type { ResponseKind } from '../../db/types';

/**
 * The questionnaire chain: which page the client opens after each submission (the `nextUrl` of
 * the answers calls, SPEC.md section 4). It lives here, in one place, so inserting a
 * questionnaire is one edit:
 *
 *   assessment    → /post-assessment
 *   reassessment  → /post-assessment   (for now; a later issue puts self-efficacy and
 *                                        psychological safety between the two)
 */
const NEXT: Record<ResponseKind, string> = {
  assessment: '/post-assessment',
  reassessment: '/post-assessment',
};

export function nextUrlAfter(kind: ResponseKind): string {
  return NEXT[kind];
}
