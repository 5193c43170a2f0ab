/**
 * The dashboard (pages.ts), its team and cohort selects, which the team page's Move also offers,
 * and the names of what it plans ahead, which the team page's Scheduled list shows.
 */
export { AdminDashboard } from './AdminDashboard';
export { ANY_COHORT, TeamCohortFields, type TeamCohortValues } from './TeamCohortFields';
export { activationTitle } from './activationKinds';
export { reminderTitle } from './reminders';
