/** Where each user stands with the questionnaires, and which page comes next. */
export { ASSESSMENT_PATHS, nextUrlAfter, PORTAL_ORDER } from './chain';
export { currentRound, findQuestionnaireProgress, isAvailable, isSubmitted } from './progress';
