import type { Kysely } from 'kysely';
import { isSliderKind, type Language, type NextUrlResponse } from 'shared-api/contract';
import type { DB, KnowledgeScore, StoredAnswer, User } from '../../db/types';
import { allows, type Caller } from '../../http/authorize';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { currentRound, findQuestionnaireProgress, isAvailable, isSubmitted, nextUrlAfter } from '../chain';
import { readSliderAnswers, readSurveyAnswers, scoreKnowledge } from './answers';
import { CURRENT_VERSION, loadQuestionnaires, type QuestionnaireKind } from './content';

/**
 * Every answers call, for `user` (the caller, or whoever an admin named), in the questionnaire's
 * current round (chain/progress.ts: the latest opened; the client never names it). Order of refusals:
 * 409 ALREADY_SUBMITTED (this round already answered), 403 QUESTIONNAIRE_NOT_ACTIVE
 * (participants only), 400 VALIDATION; then the validated answers (and, for knowledge, the score)
 * are stored with the round and the content version, and the chain names the next page. The
 * body's `questions` echo is ignored: the server's content is the truth. `language` is the
 * caller's, for the error message.
 */
export async function submitQuestionnaire({ db, caller, user, kind, answers, language }: {
  db: Kysely<DB>;
  caller: Caller;
  user: User;
  kind: QuestionnaireKind;
  answers: unknown;
  language: Language;
}): Promise<NextUrlResponse> {
  const progress = await findQuestionnaireProgress({ db, userId: user.id });
  const round = currentRound(progress, kind);
  if (isSubmitted(progress, kind, round)) throw new AppError('ALREADY_SUBMITTED');
  if (!isAvailable(progress, kind, allows(caller, 'skipOpenChecks'))) throw new AppError('QUESTIONNAIRE_NOT_ACTIVE');

  const content = loadQuestionnaires(CURRENT_VERSION);
  let stored: Record<string, StoredAnswer>;
  let score: KnowledgeScore | null = null;
  if (isSliderKind(kind)) {
    stored = readSliderAnswers(content.slider[kind], answers, language);
  } else {
    stored = readSurveyAnswers(content.survey[kind], answers, language);
    if (kind === 'knowledge') score = scoreKnowledge(content.survey.knowledge, content.knowledgeKey, stored);
  }

  try {
    await db
      .insertInto('questionnaire_responses')
      .values({
        user_id: user.id,
        questionnaire: kind,
        round,
        version: content.version,
        answers: JSON.stringify(stored),
        score: score === null ? null : JSON.stringify(score),
      })
      .execute();
  } catch (err) {
    // Two submissions racing past the check above: the unique constraint decides.
    if (isUniqueViolation(err)) throw new AppError('ALREADY_SUBMITTED');
    throw err;
  }
  return { nextUrl: await nextUrlAfter({ db, user, admin: allows(caller, 'skipOpenChecks'), after: kind }) };
}
