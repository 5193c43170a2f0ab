import type { Kysely } from 'kysely';
import type { SliderQuestionsResponse } from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import type { Caller } from '../../http/authorize';
import { CURRENT_VERSION, loadQuestionnaires, localizeSlider, type SliderKind } from './content';
import { showsQuestions } from './queries';

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
  const open = await showsQuestions({ db, user, kind, caller });
  const questions = open ? localizeSlider(loadQuestionnaires(CURRENT_VERSION).slider[kind]) : [];
  return { active: open, questions, language: user.language };
}
