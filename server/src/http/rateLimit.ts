import type { FastifyContextConfig } from 'fastify';
import type { Config } from '../config';

/** Per-IP limit for the credential endpoints; RATE_LIMIT_PER_IP=0 turns it off (e2e, benchmarks). */
export function ipRateLimit(config: Config): Pick<FastifyContextConfig, 'rateLimit'> {
  return config.rateLimitPerIp > 0 ? { rateLimit: { max: config.rateLimitPerIp, timeWindow: 60_000 } } : {};
}
