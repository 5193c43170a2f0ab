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

const SYNC = 'sync:';
const ACK = 'ack:';
/** Migration 013's triggers notify on the channel of the schema they write to. */
const channelOf = (schema: string) => `db_changes_${schema}`;
const RECONNECT_MS = 1000;
const SETTLE_TIMEOUT_MS = 5000;
/** While a marker waits, how often the listeners still connected are counted again. */
const RECOUNT_MS = 250;

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

/** The server's logger, as much of it as the feed uses. */
export type FeedLog = (fields: Record<string, unknown>, message: string) => void;

const parse = (payload: string | undefined): Change => (payload ? payload.split(' ') : '*');

/**
 * The client's queries one after another: markers arriving together are answered in turn, as one
 * connection answers one query at a time (pg queues them itself today, and stops in pg@9).
 */
function inTurn(client: pg.Client) {
  let last: Promise<unknown> = Promise.resolve();
  return <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const result = last.then(() => client.query<Row>(text, values));
    last = result.catch(() => undefined);
    return result;
  };
}

/**
 * PGlite runs in this process and hands a notification to its listeners while the query that
 * caused it is still being answered, so a change has reached them before its writer goes on.
 */
export async function pgliteChangeFeed(pglite: PGlite): Promise<ChangeFeed> {
  const subscribers = listeners();
  const stop = await pglite.listen(channelOf('public'), (payload) => subscribers.emit(parse(payload)));
  return { subscribe: subscribers.add, settle: async () => undefined, live: true, close: stop };
}

/**
 * On PostgreSQL each instance listens on a connection of its own. Notifications reach every
 * listener in commit order, so settle() sends a marker and waits until its own listener and every
 * other instance's have it: each listener answers another's marker once it has handled everything
 * before it. When settle() returns, every instance's caches have heard of every change committed
 * before the call (decision 016). While the connection is down the feed is not live (caches step
 * aside) and it reconnects; on reconnecting, '*' tells the caches that anything may have changed.
 */
export async function postgresChangeFeed({ connectionString, searchPath, log }: {
  connectionString: string;
  searchPath?: string;
  /** Told of each marker that timed out (the server's log): the next cause of a slow write shows itself. */
  log?: FeedLog;
}): Promise<ChangeFeed> {
  const subscribers = listeners();
  // The schema the server writes to (search_path may come in the URL too), read on connecting.
  let channel = '';
  // How the instances on one schema count each other's listeners in pg_stat_activity. Names are
  // unique per schema only: the count is also kept to this database, since notifications never
  // leave it (another database's instances would be counted, and never answer).
  let applicationName = '';
  const id = randomBytes(6).toString('hex');
  /**
   * Markers under way: the listeners (backend pids) that answered, and those that must (once
   * known). An instance that stops while a marker waits never answers it: it is no longer
   * expected once its connection is gone (recounted every RECOUNT_MS).
   */
  const waiting = new Map<string, { answered: Set<number>; expected: Set<number> | null; done: () => void }>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let markers = 0;

  const reconnect = () => {
    if (!closed) setTimeout(() => void connect().catch(reconnect), RECONNECT_MS).unref();
  };
  const down = () => {
    if (!live) return;
    live = false;
    client = null;
    subscribers.emit('*');
    for (const wait of waiting.values()) wait.done();
    waiting.clear();
    reconnect();
  };
  const check = (marker: string) => {
    const wait = waiting.get(marker);
    if (wait?.expected && [...wait.expected].every((pid) => wait.answered.has(pid))) wait.done();
  };
  const heard = (marker: string, pid: number) => {
    const wait = waiting.get(marker);
    if (!wait) return;
    wait.answered.add(pid);
    check(marker);
  };

  async function connect() {
    const next = new pg.Client({ connectionString, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) });
    const query = inTurn(next);
    // processId: the backend that notified, i.e. the listener answering (or this one, for its own marker).
    next.on('notification', ({ payload = '', processId }) => {
      if (payload.startsWith(ACK)) heard(payload.slice(ACK.length), processId);
      else if (!payload.startsWith(SYNC)) subscribers.emit(parse(payload));
      else if (waiting.has(payload)) heard(payload, processId);
      // Another instance's marker: everything before it has been handled here.
      else query('select pg_notify($1, $2)', [channel, `${ACK}${payload}`]).catch(() => undefined);
    });
    next.on('error', () => (client === next ? down() : undefined));
    next.on('end', () => (client === next ? down() : undefined));
    await next.connect();
    const { rows } = await query<{ schema: string }>('select current_schema() as schema');
    channel = channelOf(rows[0].schema);
    applicationName = `portal ${channel}`.slice(0, 63);
    // Markers and answers are transactions of their own: no reason to wait for the disk.
    await query('set synchronous_commit = off');
    await query(`listen "${channel}"`);
    // Named (so counted by others' markers) only once listening: a marker sent before would never
    // reach it, and its sender would wait for an answer that cannot come.
    await query(`select set_config('application_name', $1, false)`, [applicationName]);
    client = next;
    live = true;
    subscribers.emit('*');
  }

  /** One marker, answered by every listener on the schema (this one included), or a timeout. */
  async function sendMarker() {
    if (!live || !client) return;
    markers += 1;
    const marker = `${SYNC}${id}:${markers}`;
    let timer: NodeJS.Timeout | undefined;
    let done = () => undefined as void;
    const answered = new Promise<boolean>((resolve) => (done = () => resolve(true)));
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS)));
    waiting.set(marker, { answered: new Set(), expected: null, done });
    const listening = client;
    const stillConnected = (pids: number[]) =>
      listening.query<{ pids: number[] | null }>(
        'select array_agg(pid) as pids from pg_stat_activity where application_name = $1 and datname = current_database() and pid = any($2)',
        [applicationName, pids],
      );
    let recount: NodeJS.Timeout | undefined;
    try {
      const { rows } = await listening.query<{ pids: number[] | null }>(
        `select pg_notify($1, $2), (
           select array_agg(pid) from pg_stat_activity where application_name = $3 and datname = current_database()
         ) as pids`,
        [channel, marker, applicationName],
      );
      const wait = waiting.get(marker);
      if (wait) wait.expected = new Set(rows[0].pids ?? []);
      check(marker);
      recount = setInterval(() => {
        const expected = waiting.get(marker)?.expected;
        if (!expected) return;
        stillConnected([...expected]).then(({ rows: [{ pids }] }) => {
          const connected = new Set(pids ?? []);
          for (const pid of expected) if (!connected.has(pid)) expected.delete(pid);
          check(marker);
        }, () => undefined);
      }, RECOUNT_MS);
      // A marker nobody answers means notifications are not arriving: trust nothing kept here.
      if (!(await Promise.race([answered, late]))) {
        const { answered: got = new Set(), expected = null } = waiting.get(marker) ?? {};
        log?.({ channel, expected: expected?.size ?? null, received: got.size, timeoutMs: SETTLE_TIMEOUT_MS }, 'change feed: a marker timed out; read caches dropped');
        subscribers.emit('*');
      }
    } catch {
      down();
    } finally {
      clearTimeout(timer);
      clearInterval(recount);
      waiting.delete(marker);
    }
  }

  // Callers share markers: one under way may have left before a caller's change committed, so
  // those who come meanwhile wait for the next one, sent when it returns. At most two at a time.
  let current: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  function settle(): Promise<void> {
    if (!live) return Promise.resolve();
    if (!current) {
      current = sendMarker().finally(() => (current = null));
      return current;
    }
    queued ??= current.then(() => {
      queued = null;
      return settle();
    });
    return queued;
  }

  await connect();
  return {
    subscribe: subscribers.add,
    get live() {
      return live;
    },
    settle,
    async close() {
      closed = true;
      const current = client;
      live = false;
      client = null;
      // Markers under way end now, with their timers: nothing will answer them any more.
      for (const wait of waiting.values()) wait.done();
      await current?.end().catch(() => undefined);
    },
  };
}
