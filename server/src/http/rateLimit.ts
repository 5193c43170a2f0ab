import type { FastifyContextConfig, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Per-IP limit for the credential endpoints, each route counted apart, per minute, in the database
 * so that it holds across server instances (rateLimitStore.ts); RATE_LIMIT_PER_IP=0 turns it off
 * (e2e, benchmarks).
 */
export function ipRateLimit(config: Config): Pick<FastifyContextConfig, 'rateLimit'> {
  return config.rateLimitPerIp > 0 ? { rateLimit: { max: config.rateLimitPerIp, timeWindow: 60_000 } } : {};
}

/**
 * Fastify's trustProxy from TRUST_PROXY. Fastify refuses a bare hop count (a direct client could
 * send enough hops), so a count becomes a function: it is for hosts reachable only through their
 * proxies, whose addresses are not known in advance (README).
 */
export function trustProxyOption(config: Config): FastifyServerOptions['trustProxy'] {
  const trust = config.trustProxy;
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
