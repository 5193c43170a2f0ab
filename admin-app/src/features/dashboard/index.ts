/** The dashboard (pages.ts), and its team and cohort selects, which the team page's Move also offers. */
export { AdminDashboard } from './AdminDashboard';
export { ANY_COHORT, TeamCohortFields, type TeamCohortValues } from './TeamCohortFields';
