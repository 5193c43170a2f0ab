export { healthRoutes } from './routes';
export { createLifecycle, type Lifecycle } from './lifecycle';
