import type { KyselyPlugin, QueryId } from 'kysely';

/** Statements that may change rows (raw SQL is counted: it may). */
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode', 'RawNode']);
let writes = 0;

/**
 * How many writes this process has started. A request during which the count moved may have
 * written (its own writes are among them), so its answer waits until this instance's caches have
 * heard of the change (http/route.ts: read your own writes). A count, not a per-request context:
 * AsyncLocalStorage would slow every promise of every request on Node 20.
 */
export const writesStarted = () => writes;

/**
 * Counts writes; with `afterEachWrite`, also waits for it once each write is done (tests that
 * change rows directly and then read through the API).
 */
export function trackWrites(afterEachWrite?: () => Promise<void>): KyselyPlugin {
  const pending = new WeakMap<QueryId, true>();
  return {
    transformQuery({ node, queryId }) {
      if (WRITES.has(node.kind)) {
        writes += 1;
        if (afterEachWrite) pending.set(queryId, true);
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      if (pending.delete(queryId)) await afterEachWrite!();
      return result;
    },
  };
}
