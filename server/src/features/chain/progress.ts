import type { Kysely, Transaction } from 'kysely';
import { questionnaireOf } from 'shared-api/contract';
import type { DB, QuestionnaireKind, QuestionnaireRound } from '../../db/types';

type Db = Kysely<DB> | Transaction<DB>;

export interface QuestionnaireProgress {
  /** The rounds opened for the user by activation calls, per questionnaire. */
  opened: Map<QuestionnaireKind, Set<QuestionnaireRound>>;
  /** The rounds already answered (once per round), per questionnaire. */
  submitted: Map<QuestionnaireKind, Set<QuestionnaireRound>>;
}

function byKind(rows: { questionnaire: QuestionnaireKind; round: QuestionnaireRound }[]) {
  const map = new Map<QuestionnaireKind, Set<QuestionnaireRound>>();
  for (const { questionnaire, round } of rows) {
    const rounds = map.get(questionnaire) ?? new Set<QuestionnaireRound>();
    rounds.add(round);
    map.set(questionnaire, rounds);
  }
  return map;
}

/** Where one user stands with every questionnaire; the chain, the portal and the calls read this. */
export async function findQuestionnaireProgress({ db, userId }: { db: Db; userId: number }): Promise<QuestionnaireProgress> {
  const [opened, submitted] = await Promise.all([
    db.selectFrom('questionnaire_openings').select(['questionnaire', 'round']).where('user_id', '=', userId).execute(),
    db.selectFrom('questionnaire_responses').select(['questionnaire', 'round']).where('user_id', '=', userId).execute(),
  ]);
  return { opened: byKind(opened), submitted: byKind(submitted) };
}

/**
 * The round an answer to `kind` goes to now: the latest of its registry rounds opened for the
 * user (an earlier round left unanswered is over once a later one opens: a post-class
 * measurement taken at the reassessment would be neither), else its first round (what an admin
 * answers when nothing is open).
 */
export function currentRound(progress: QuestionnaireProgress, kind: QuestionnaireKind): QuestionnaireRound {
  const { rounds } = questionnaireOf(kind);
  const opened = progress.opened.get(kind);
  return [...rounds].reverse().find((round) => opened?.has(round)) ?? rounds[0];
}

export function isSubmitted(progress: QuestionnaireProgress, kind: QuestionnaireKind, round: QuestionnaireRound): boolean {
  return progress.submitted.get(kind)?.has(round) ?? false;
}

/**
 * May this questionnaire be answered now: its current round not yet submitted, and opened for the
 * user, or the caller is an admin (SPEC.md section 6: admins bypass the active checks).
 */
export function isAvailable(progress: QuestionnaireProgress, kind: QuestionnaireKind, admin: boolean): boolean {
  const round = currentRound(progress, kind);
  return !isSubmitted(progress, kind, round) && (admin || (progress.opened.get(kind)?.has(round) ?? false));
}
