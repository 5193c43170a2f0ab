import type { Kysely } from 'kysely';
import type { SurveyQuestionsResponse } from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import type { Caller } from '../../http/authorize';
import { CURRENT_VERSION, loadQuestionnaires, localizeSurvey, type SurveyKind } from './content';
import { showsQuestions } from './queries';

/** The survey-shaped questions call, answered as findSliderQuestions is. */
export async function findSurveyQuestions({ db, user, kind, caller }: {
  db: Kysely<DB>;
  user: User;
  kind: SurveyKind;
  caller: Caller;
}): Promise<SurveyQuestionsResponse> {
  const open = await showsQuestions({ db, user, kind, caller });
  const questions = open ? localizeSurvey(loadQuestionnaires(CURRENT_VERSION).survey[kind], user.language) : [];
  return { active: open, questions, language: user.language };
}
