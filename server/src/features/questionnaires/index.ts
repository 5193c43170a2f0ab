/** What other features may use of the questionnaires: their versioned content. */
export { CURRENT_VERSION, loadQuestionnaires } from './content';
