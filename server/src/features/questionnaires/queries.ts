import type { Kysely } from 'kysely';
import type { DB, User } from '../../db/types';
import { allows, type Caller } from '../../http/authorize';
import { findQuestionnaireProgress, isAvailable } from '../chain';
import type { QuestionnaireKind } from './content';

/** Admins always get the questions (to preview, or to answer for someone); others while available. */
export async function showsQuestions({ db, user, kind, caller }: { db: Kysely<DB>; user: User; kind: QuestionnaireKind; caller: Caller }) {
  return allows(caller, 'skipOpenChecks') || isAvailable(await findQuestionnaireProgress({ db, userId: user.id }), kind, false);
}
