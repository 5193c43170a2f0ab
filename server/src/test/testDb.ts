import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { QUESTIONNAIRES } from 'shared-api/contract';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from '../db/changeFeed';
import { openPostgres } from '../db/connection';
import { readMigrations, runMigrations } from '../db/migrate';
import { PGliteDialect } from '../db/pgliteDialect';
import type { DB } from '../db/types';
import { trackWrites } from '../db/writes';

export interface TestDatabase {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The database's change feed, for the app's read caches. */
  changes: ChangeFeed;
  /** PostgreSQL only: a second server instance's pool and change feed. */
  openInstance?: () => Promise<{ db: Kysely<DB>; changes: ChangeFeed }>;
  /** PostgreSQL only: a connection URL on this schema, the DATABASE_URL of a server run as a child process. */
  url?: string;
  close(): Promise<void>;
}

/**
 * One fresh, migrated database per test file (a worker runs one file at a time):
 * - engine 'postgres' (jest project server-postgres, TEST_DATABASE_URL): a new schema there, dropped on close;
 * - otherwise an in-memory PGlite loaded from a migrated template kept in the temp folder,
 *   keyed by the migrations' content (and the questionnaire registry, whose rounds they write), so
 *   migrations run once per change, not once per file.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_ENGINE !== 'postgres') return createPGliteCopy();
  if (!url) throw new Error('the server-postgres tests need TEST_DATABASE_URL');
  return createPostgresSchema(url);
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const plain = openPostgres({ connectionString: url, searchPath: schema }).db;
  await runMigrations({ db: plain });
  const changes = await postgresChangeFeed({ connectionString: url, searchPath: schema });
  // A test that changes rows directly and then reads through the API must find the change in.
  const db = plain.withPlugin(trackWrites(() => changes.settle()));
  const pools: Kysely<DB>[] = [];
  const feeds: ChangeFeed[] = [changes];
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  const openPool = () => {
    const pool = openPostgres({ connectionString: url, searchPath: schema }).db;
    pools.push(pool);
    return pool;
  };
  return {
    db,
    kind: 'postgres',
    url: schemaUrl.toString(),
    changes,
    async openInstance() {
      const feed = await postgresChangeFeed({ connectionString: url, searchPath: schema });
      feeds.push(feed);
      return { db: openPool(), changes: feed };
    },
    async close() {
      await Promise.all(feeds.map((feed) => feed.close()));
      await Promise.all(pools.map((pool) => pool.destroy()));
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}

async function createPGliteCopy(): Promise<TestDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const template = await templateFile();
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins: [trackWrites()] });
  const changes = await pgliteChangeFeed(pglite);
  return {
    db,
    kind: 'pglite',
    changes,
    async close() {
      await changes.close();
      await db.destroy();
      await pglite.close();
    },
  };
}

async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  for (const m of readMigrations()) hash.update(m.version).update(m.sql);
  // runMigrations also writes the registry's rounds.
  hash.update(JSON.stringify(QUESTIONNAIRES));
  const file = path.join(os.tmpdir(), `portal-test-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (fs.existsSync(file)) return file;
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  await runMigrations({ db });
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  // Write then rename: workers building the template at the same time never read half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  return file;
}

/**
 * A describe block that runs only where `given` is there (a URL, a path, true), handed to its body,
 * and is skipped elsewhere saying `why` (on stderr too: jest shows neither the tests nor the console
 * of a file whose tests are all skipped). Where it is skipped the body is never run, not even to
 * collect its tests: code written at describe level cannot fail on a machine without what it needs.
 */
export function describeWhere<T>(given: T | undefined | null | false | '', why: string, name: string, fn: (given: T) => void) {
  if (given !== undefined && given !== null && given !== false && given !== '') return describe(name, () => fn(given));
  process.stderr.write(`skipped "${name}": ${why}\n`);
  describe.skip(name, () => it(`[skipped: ${why}]`, () => undefined));
}

/** What a test that needs PostgreSQL itself is given: the server's URL (TEST_DATABASE_URL). */
export interface PostgresServer {
  url: string;
}

/**
 * A describe block for tests that need PostgreSQL itself (a server in a second process on the test
 * database, say): it runs in the server-postgres project, with the server's URL handed to its body,
 * and is skipped, saying why, elsewhere. Lint keeps TEST_DATABASE_URL out of every other file.
 */
export const describeOnPostgres = (name: string, fn: (server: PostgresServer) => void) =>
  describeWhere(
    process.env.TEST_DB_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL } : undefined,
    'needs PostgreSQL: runs in the server-postgres project when TEST_DATABASE_URL is set',
    name,
    fn,
  );
