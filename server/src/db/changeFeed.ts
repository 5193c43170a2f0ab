import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What changed: the tags a trigger sent (migration 013), or '*' when anything may have. */
export type Change = string[] | '*';

/**
 * Committed changes as the database announces them on channel db_changes (migration 013), for
 * the caches that serve participants' reads (readCache.ts).
 */
export interface ChangeFeed {
  subscribe(listener: (change: Change) => void): () => void;
  /** Resolves once every change committed before the call has reached the listeners. */
  settle(): Promise<void>;
  /** False while the feed is down: nothing may be served from a cache then. */
  readonly live: boolean;
  close(): Promise<void>;
}

const CHANNEL = 'db_changes';
const SYNC = 'sync:';
const RECONNECT_MS = 1000;
const SETTLE_TIMEOUT_MS = 2000;

function listeners() {
  const set = new Set<(change: Change) => void>();
  return {
    add(listener: (change: Change) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(change: Change) {
      for (const listener of set) listener(change);
    },
  };
}

const parse = (payload: string | undefined): Change => (payload ? payload.split(' ') : '*');

/**
 * PGlite runs in this process and hands a notification to its listeners while the query that
 * caused it is still being answered, so a change has reached them before its writer goes on.
 */
export async function pgliteChangeFeed(pglite: PGlite): Promise<ChangeFeed> {
  const subscribers = listeners();
  const stop = await pglite.listen(CHANNEL, (payload) => subscribers.emit(parse(payload)));
  return { subscribe: subscribers.add, settle: async () => undefined, live: true, close: stop };
}

/**
 * On PostgreSQL a connection of its own listens. Notifications reach it in commit order, so
 * settle() sends a marker of its own and waits for it: every change committed before is then in.
 * While the connection is down the feed is not live (caches step aside) and it reconnects; on
 * reconnecting, '*' tells the caches that anything may have changed meanwhile.
 */
export async function postgresChangeFeed({ connectionString, searchPath }: { connectionString: string; searchPath?: string }): Promise<ChangeFeed> {
  const subscribers = listeners();
  const id = randomBytes(6).toString('hex');
  const waiting = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let markers = 0;

  const down = () => {
    if (!live) return;
    live = false;
    client = null;
    subscribers.emit('*');
    for (const release of waiting.values()) release();
    waiting.clear();
    if (!closed) setTimeout(() => void connect().catch(down), RECONNECT_MS).unref();
  };

  async function connect() {
    const next = new pg.Client({ connectionString, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) });
    next.on('notification', ({ payload }) => {
      if (payload?.startsWith(SYNC)) waiting.get(payload)?.();
      else subscribers.emit(parse(payload));
    });
    next.on('error', () => (client === next ? down() : undefined));
    next.on('end', () => (client === next ? down() : undefined));
    await next.connect();
    // A marker is a transaction of its own: no reason to wait for the disk.
    await next.query('set synchronous_commit = off');
    await next.query(`listen ${CHANNEL}`);
    client = next;
    live = true;
    subscribers.emit('*');
  }

  await connect();
  return {
    subscribe: subscribers.add,
    get live() {
      return live;
    },
    async settle() {
      if (!live || !client) return;
      markers += 1;
      const marker = `${SYNC}${id}:${markers}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<boolean>((resolve) => waiting.set(marker, () => resolve(true)));
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS)));
      try {
        await client.query('select pg_notify($1, $2)', [CHANNEL, marker]);
        // A marker that never comes back means notifications are not arriving: trust nothing.
        if (!(await Promise.race([arrived, late]))) subscribers.emit('*');
      } catch {
        down();
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
    async close() {
      closed = true;
      const current = client;
      live = false;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
