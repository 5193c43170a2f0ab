/** What the server takes from activations: their routes (nothing else reaches inside). */
export { activationRoutes } from './routes';
