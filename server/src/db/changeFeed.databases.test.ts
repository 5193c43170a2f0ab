import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { postgresChangeFeed, type ChangeFeed } from './changeFeed';
import { openPostgres, type Database } from './connection';
import { runMigrations } from './migrate';
import { bootstrap, createUser, login, testApp, testConfig } from '../test/helpers';
import { describeOnPostgres } from '../test/testDb';

/**
 * Two products on one PostgreSQL server, each on a database of its own (a staging copy beside
 * production): their change feeds listen on the same channel name in schema public, but
 * notifications never cross databases, so neither may count the other's listener and wait for
 * an answer that cannot come (issue 27: every write and the health probe waited 5 s).
 */
describeOnPostgres('instances on two databases of one PostgreSQL server', (server) => {
  const names = [0, 1].map((i) => `portal_feed_${randomBytes(4).toString('hex')}_${i}`);
  const timeouts: Record<string, unknown>[] = [];
  const instances: { database: Database; changes: ChangeFeed; app: FastifyInstance }[] = [];

  const onServer = async (query: string) => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      await admin.query(query);
    } finally {
      await admin.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.toString();
  };

  /** An instance as main.ts starts one: migrations, the platform team, its feed, the app. */
  const start = async (name: string) => {
    const database = openPostgres({ connectionString: urlOf(name) });
    await runMigrations({ db: database.db });
    await bootstrap(database.db, testConfig());
    const changes = await postgresChangeFeed({ connectionString: urlOf(name), log: (fields) => timeouts.push({ name, ...fields }) });
    const { app } = await testApp({ db: database.db, changes });
    instances.push({ database, changes, app });
    return instances.at(-1)!;
  };

  const timed = async (fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const healthMs = async (app: FastifyInstance) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      times.push(
        await timed(async () => {
          expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        }),
      );
    }
    return median(times);
  };
  /** A sign-in writes (its session): its answer waits until every listener of this database heard. */
  const signInMs = async ({ database, app }: (typeof instances)[number]) => {
    const { email, password } = await createUser(database.db);
    return timed(() => login(app, email, password));
  };

  beforeAll(async () => {
    for (const name of names) await onServer(`create database ${name}`);
  }, 60_000);
  afterAll(async () => {
    for (const { app, changes, database } of instances) {
      await app.close();
      await changes.close();
      await database.close();
    }
    for (const name of names) await onServer(`drop database if exists ${name} with (force)`);
  }, 60_000);

  it('answers health and writes on each as fast as when it ran alone, and no marker times out', async () => {
    const first = await start(names[0]);
    const alone = await signInMs(first);
    const second = await start(names[1]);

    for (const instance of [first, second]) {
      expect(await healthMs(instance.app)).toBeLessThan(100);
      // The marker's timeout is 5 s: a write that waited for it shows at once.
      expect(await signInMs(instance)).toBeLessThan(Math.max(1000, alone * 3));
    }
    expect(timeouts).toEqual([]);
  }, 60_000);

  it('logs a marker nobody answers once, with the count expected and received; health never waits on it', async () => {
    const [first] = instances;
    // A connection named as a listener of this database that never answers: a marker must time out.
    const silent = new pg.Client({ connectionString: urlOf(names[0]), application_name: 'portal db_changes_public' });
    await silent.connect();
    try {
      const { email, password } = await createUser(first.database.db);
      const signIn = timed(() => login(first.app, email, password));
      // Health while that write waits for its marker.
      expect(await healthMs(first.app)).toBeLessThan(100);
      expect(await signIn).toBeGreaterThanOrEqual(4900);
      expect(timeouts).toEqual([{ name: names[0], channel: 'db_changes_public', expected: 2, received: 1, timeoutMs: 5000 }]);
    } finally {
      await silent.end();
    }
  }, 60_000);
});
