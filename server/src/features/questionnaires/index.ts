/** What other features may use of the questionnaires: their versioned content, and who a team and cohort reach. */
export { assertAudience, audienceUsers, type Audience } from './activation';
export { CURRENT_VERSION, loadQuestionnaires } from './content';
