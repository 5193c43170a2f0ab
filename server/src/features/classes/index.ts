/** What other features may use of classes. */
export { enrol, type Enrollee } from './enrolment';
export { classRoutes } from './routes';
