/** The questionnaire engine the assessment and the other questionnaires are built on. */
export { localisedText } from './localisedText';
export { QuestionnaireView } from './QuestionnaireView';
export { RatingTable } from './RatingTable';
export type { PageKind, PageProps, Registry, TypedPage, WorkingValues } from './types';
export { useFinish, useGoToNext } from './useFinish';
export { useQuestionnaire, type Questionnaire } from './useQuestionnaire';
export { useWorkingScope } from './useWorkingScope';
