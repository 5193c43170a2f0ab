/**
 * What a load balancer needs to know of this process beyond "it answers": whether it is shutting
 * down. main.ts sets `draining` on SIGTERM, before it stops listening, so /api/ready turns 503
 * while requests in flight still finish.
 */
export interface Lifecycle {
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });
