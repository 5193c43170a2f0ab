import type { Timestamp } from './columns';

/** The per-address request limit's counts (http/rateLimitStore.ts). */

export interface RateLimitsTable {
  /** The route and the client address. */
  key: string;
  window_ends_at: Timestamp;
  hits: number;
}
