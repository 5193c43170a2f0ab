export { TeamsPage } from './TeamsPage';
export { TeamPage } from './TeamPage';
export type { TeamActionContext, TeamPageProps } from './TeamPage';
