import type { Kysely, Transaction } from 'kysely';
import type { DB, QuestionnaireKind } from '../../db/types';

type Db = Kysely<DB> | Transaction<DB>;

export interface QuestionnaireProgress {
  /** Opened for the user by an activation call. */
  opened: Set<QuestionnaireKind>;
  /** Already answered (once per user). */
  submitted: Set<QuestionnaireKind>;
}

/** Where one user stands with every questionnaire; the chain, the portal and the calls read this. */
export async function findQuestionnaireProgress({ db, userId }: { db: Db; userId: number }): Promise<QuestionnaireProgress> {
  const [opened, submitted] = await Promise.all([
    db.selectFrom('questionnaire_openings').select('questionnaire').where('user_id', '=', userId).execute(),
    db.selectFrom('questionnaire_responses').select('questionnaire').where('user_id', '=', userId).execute(),
  ]);
  return {
    opened: new Set(opened.map((r) => r.questionnaire)),
    submitted: new Set(submitted.map((r) => r.questionnaire)),
  };
}

/**
 * May this questionnaire be answered now: not yet submitted, and opened for the user, or the
 * caller is an admin (SPEC.md section 6: admins bypass the active checks).
 */
export function isAvailable(progress: QuestionnaireProgress, kind: QuestionnaireKind, admin: boolean): boolean {
  return !progress.submitted.has(kind) && (admin || progress.opened.has(kind));
}
