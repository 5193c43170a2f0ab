/** What the app takes from reminders: their routes and their scheduled runs. */
export { reminderRoutes } from './routes';
export { reminderRuns } from './runs';
