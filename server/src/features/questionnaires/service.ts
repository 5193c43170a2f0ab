import type { Kysely } from 'kysely';
import {
  isSliderKind, type Language, type NextUrlResponse, type SliderQuestionsResponse, type SurveyQuestionsResponse,
} from 'shared-api/contract';
import type { DB, KnowledgeScore, StoredAnswer, User } from '../../db/types';
import { allows, type Caller } from '../../http/authorize';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { currentRound, findQuestionnaireProgress, isAvailable, isSubmitted, nextUrlAfter } from '../chain';
import { readSliderAnswers, readSurveyAnswers, scoreKnowledge } from './answers';
import { CURRENT_VERSION, loadQuestionnaires, localizeSlider, localizeSurvey, type QuestionnaireKind, type SliderKind, type SurveyKind } from './content';

/** Admins always get the questions (to preview, or to answer for someone); others while available. */
async function active({ db, user, kind, caller }: { db: Kysely<DB>; user: User; kind: QuestionnaireKind; caller: Caller }) {
  return allows(caller, 'skipOpenChecks') || isAvailable(await findQuestionnaireProgress({ db, userId: user.id }), kind, false);
}

/**
 * The questions calls. `active: false` with no questions when the questionnaire is not open for
 * the user or already answered in its current round (the client then goes to /); admins always
 * get them (a repeat submission is still refused by the answers call).
 */
export async function findSliderQuestions({ db, user, kind, caller }: {
  db: Kysely<DB>;
  user: User;
  kind: SliderKind;
  caller: Caller;
}): Promise<SliderQuestionsResponse> {
  const open = await active({ db, user, kind, caller });
  const questions = open ? localizeSlider(loadQuestionnaires(CURRENT_VERSION).slider[kind]) : [];
  return { active: open, questions, language: user.language };
}

export async function findSurveyQuestions({ db, user, kind, caller }: {
  db: Kysely<DB>;
  user: User;
  kind: SurveyKind;
  caller: Caller;
}): Promise<SurveyQuestionsResponse> {
  const open = await active({ db, user, kind, caller });
  const questions = open ? localizeSurvey(loadQuestionnaires(CURRENT_VERSION).survey[kind], user.language) : [];
  return { active: open, questions, language: user.language };
}

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
