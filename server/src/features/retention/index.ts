/** What the server may use of retention and anonymising (issue 26). */
export { retentionRoutes } from './routes';
export { startRetentionJob } from './worker';
