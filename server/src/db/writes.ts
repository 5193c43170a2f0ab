import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, QueryId } from 'kysely';

/** Statements that may change rows (raw SQL is counted: it may). */
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode', 'RawNode']);
const requestWrites = new AsyncLocalStorage<{ wrote: boolean }>();

/**
 * Notes whether the request under way wrote anything, so its answer can wait until this
 * instance's caches have heard of the change (http/route.ts: read your own writes). A write made
 * outside any request calls `outsideRequests` once it is done, when given (tests that change rows
 * directly and then read through the API).
 */
export function trackWrites(outsideRequests?: () => Promise<void>): KyselyPlugin {
  const pending = new WeakMap<QueryId, true>();
  return {
    transformQuery({ node, queryId }) {
      if (WRITES.has(node.kind)) {
        const store = requestWrites.getStore();
        if (store) store.wrote = true;
        else if (outsideRequests) pending.set(queryId, true);
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      if (pending.delete(queryId)) await outsideRequests!();
      return result;
    },
  };
}

/** Runs `fn` as one request; `wrote` tells whether it changed rows through a tracked database. */
export async function trackRequest<T>(fn: () => Promise<T>): Promise<{ result: T; wrote: boolean } | { error: unknown; wrote: boolean }> {
  const store = { wrote: false };
  try {
    return { result: await requestWrites.run(store, fn), wrote: store.wrote };
  } catch (error) {
    return { error, wrote: store.wrote };
  }
}
