/** What other features may use of classes. */
export { enrol, type Enrollee } from './enrolment';
export { openToTeam } from './queries';
export { classRoutes } from './routes';
