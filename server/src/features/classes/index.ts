/** What other features may use of classes. */
export { enrol, type Enrollee } from './enrol';
export { openToTeam } from './queries';
export { classRoutes } from './routes';
