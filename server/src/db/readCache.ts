import type { Change, ChangeFeed } from './changeFeed';

export interface Computed<T> {
  value: T;
  /** The change tags (migration 013) whose rows the value was read from; null: do not keep it. */
  tags: string[] | null;
}

/**
 * What participants read on every page, kept in memory until the database announces a change to
 * a row it came from (changeFeed.ts), on this instance and every other. Values are shared between
 * requests: callers must not modify them (they are frozen).
 */
export interface ReadCache {
  get<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T>;
  /** After a request that wrote: every change it made has reached this instance's caches. */
  settle(): Promise<void>;
}

interface Entry {
  value: unknown;
  tags: string[];
}

/** Without a feed (tools, some tests) nothing is kept: every read goes to the database. */
export function createReadCache(feed: ChangeFeed | null, { maxEntries = 100_000 } = {}): ReadCache {
  if (!feed) return { get: async (_key, compute) => (await compute()).value, settle: async () => undefined };
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  // A value computed while one of its rows changed must not be kept: each change gets a number,
  // and a value is kept only if none of its tags (nor '*') changed after its computation began.
  let sequence = 0;
  let flushedAt = 0;
  const changedAt = new Map<string, number>();
  let computing = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) keysByTag.get(tag)?.delete(key);
  };

  feed.subscribe((change: Change) => {
    sequence += 1;
    if (change === '*') {
      flushedAt = sequence;
      entries.clear();
      keysByTag.clear();
      changedAt.clear();
      return;
    }
    for (const tag of change) {
      // Only a computation under way can be affected by when a tag changed.
      if (computing > 0) changedAt.set(tag, sequence);
      const keys = keysByTag.get(tag);
      if (!keys) continue;
      keysByTag.delete(tag);
      for (const key of keys) forget(key);
    }
  });

  const keep = (key: string, entry: Entry) => {
    if (entries.size >= maxEntries) forget(entries.keys().next().value!);
    entries.set(key, entry);
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  };

  return {
    async get<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
      const hit = entries.get(key);
      if (hit && feed.live) return hit.value as T;
      const startedAt = sequence;
      computing += 1;
      try {
        const { value, tags } = await compute();
        const unchanged = tags && flushedAt <= startedAt && tags.every((tag) => (changedAt.get(tag) ?? 0) <= startedAt);
        if (feed.live && unchanged) keep(key, { value: Object.freeze(value), tags });
        return value;
      } finally {
        computing -= 1;
        if (computing === 0) changedAt.clear();
      }
    },
    settle: () => feed.settle(),
  };
}
