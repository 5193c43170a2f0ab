import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

type Incremented = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes to child(): its merged settings, with the route's options as routeInfo. */
interface ChildParams {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * Ended windows each count removes, in its own statement: no second round trip and no timer on
 * every instance, and with nothing ended the index finds that at once. A count adds one row at
 * most and removes up to this many, so ended windows cannot pile up, while no request pays for
 * many (after an attack from many addresses the rows go over the next counts, a few at a time).
 */
export const SWEEP = 5;

function fixedWindowOnly(params: ChildParams) {
  // Both would move a window's end on each refused request; this store keeps fixed windows.
  if (params.continueExceeding || params.exponentialBackoff) throw new Error('the database rate-limit store counts fixed windows only');
}

/**
 * The @fastify/rate-limit store of the per-address limit (http/rateLimit.ts), counted in the
 * rate_limits table so that it holds across server instances, as auth_attempts does for the
 * per-email throttle: the plugin's own store counts in each process's memory, so N instances
 * behind a load balancer would allow N times the limit.
 */
export function databaseRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  // Nothing cached reads these rows (no change-feed trigger): counted as writes (db/writes.ts),
  // they would only make this instance's concurrent requests wait on the change feed. Made on the
  // first count, so that building the app asks nothing of db (db.test.ts builds one on a stand-in).
  let uncounted: Kysely<DB> | undefined;
  const counts = () => (uncounted ??= db.withoutPlugins());

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route's part of each key: routes count separately, as the plugin's LocalStore does. */
    private readonly prefix: string;

    constructor(params: ChildParams, prefix = '') {
      fixedWindowOnly(params);
      this.prefix = prefix;
    }

    /**
     * One statement, atomic however many instances count the same key at once: the row is
     * inserted, or locked and updated (ON CONFLICT), so no two requests read the same count. The
     * database's now() starts and ends the windows, so instances with skewed clocks agree.
     */
    incr(key: string, callback: Incremented, timeWindow?: number): void {
      if (timeWindow === undefined) return callback(new Error('the rate-limit plugin passes the window'));
      const ended = sql<boolean>`rate_limits.window_ends_at <= now()`;
      counts()
        // Ended windows of other keys, skipping rows another count holds, so sweeps never wait.
        // Leaving this key out keeps the statement from touching its row twice.
        .with('swept', (qb) =>
          qb.deleteFrom('rate_limits').where('key', 'in', (eb) =>
            eb
              .selectFrom('rate_limits')
              .select('key')
              .where('window_ends_at', '<', sql<Date>`now()`)
              .where('key', '<>', this.prefix + key)
              .limit(SWEEP)
              .forUpdate()
              .skipLocked(),
          ),
        )
        .insertInto('rate_limits')
        .values({ key: this.prefix + key, window_ends_at: sql`now() + ${timeWindow}::float8 * interval '1 millisecond'`, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when ${ended} then 1 else rate_limits.hits + 1 end`,
            window_ends_at: sql`case when ${ended} then excluded.window_ends_at else rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', sql<string | number>`ceil(extract(epoch from window_ends_at - now()) * 1000)`.as('ttl')])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.hits, ttl: Number(row.ttl) }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const params = routeOptions as ChildParams;
      const route = params.routeInfo;
      // createRateLimit() and the rateLimit() hook pass no route: nothing would tell their counts apart.
      if (!route?.url || !route.method) throw new Error('the database rate-limit store counts per route: give the limit to a route');
      return new DatabaseRateLimitStore(params, `${[route.method].flat().join(',')} ${route.url} `);
    }
  }
  return DatabaseRateLimitStore;
}
