/** What the server takes from activations: their routes, and their scheduled runs. */
export { activationRoutes } from './routes';
export { activationRuns } from './runs';
