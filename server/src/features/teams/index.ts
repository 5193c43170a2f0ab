/** What other features may use of teams: that a team exists, and who a team and cohort reach. */
export { assertAudience, assertTeam, audienceUsers, type Audience } from './queries';
