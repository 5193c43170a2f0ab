import type { ComponentType } from 'react';
import { QUESTIONNAIRES } from 'shared-api';
import type { QuestionnaireEntry } from 'shared-api';
import { SliderQuestionnaire } from './SliderQuestionnaire';
import { SurveyQuestionnaire } from './SurveyQuestionnaire';

function screenOf(entry: QuestionnaireEntry): ComponentType {
  return entry.screen === 'slider'
    ? () => <SliderQuestionnaire kind={entry.kind} />
    : () => <SurveyQuestionnaire kind={entry.kind} />;
}

/** One screen per registry entry, by its page key (participant-app/src/pages.ts). */
export const questionnairePages: Record<string, ComponentType> = Object.fromEntries(
  QUESTIONNAIRES.map((entry) => [entry.page, screenOf(entry)]),
);
