/** What other features may use of teams: who a team and cohort reach. */
export { assertAudience, audienceUsers, type Audience } from './queries';
