import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed, type FeedLog } from './changeFeed';
import { PGliteDialect } from './pgliteDialect';
import type { DB } from './types';
import { trackWrites } from './writes';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The committed changes of this database, for the read caches (changeFeed.ts). */
  openChanges(options?: { log?: FeedLog }): Promise<ChangeFeed>;
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (see openPGlite). */
export async function openDatabase({ config }: { config: Config }): Promise<Database> {
  return config.databaseUrl ? openPostgres({ connectionString: config.databaseUrl }) : openPGlite({ dataDir: config.dataDir });
}

export function openPostgres({ connectionString, searchPath }: { connectionString: string; searchPath?: string }): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [trackWrites()] });
  return {
    db,
    kind: 'postgres',
    openChanges: ({ log } = {}) => postgresChangeFeed({ connectionString, searchPath, log }),
    close: () => db.destroy(),
  };
}

/**
 * PGlite takes no lock on its folder and runs with fsync off (pglite issues 1106, 1107), so:
 * one process per folder via a lock file, and a CHECKPOINT before close so a clean stop is durable.
 */
export async function openPGlite({ dataDir }: { dataDir: string }): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  takeLock(lockFile);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(pgdataOf(dataDir));
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins: [trackWrites()] });
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await sql`checkpoint`.execute(db);
      await db.destroy();
      await pglite.close();
      fs.rmSync(lockFile, { force: true });
    };
    return { db, kind: 'pglite', openChanges: () => pgliteChangeFeed(pglite), close };
  } catch (err) {
    fs.rmSync(lockFile, { force: true });
    throw err;
  }
}

/** Where PGlite keeps the database inside DATA_DIR. */
export function pgdataOf(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** The lock file of a PGlite data folder: it holds the pid of the process using the folder. */
export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** The pid of another live process holding the folder's lock, or null when it is free (or stale). */
export function lockOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFileOf(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return pid && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function takeLock(lockFile: string): void {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
  if (pid && pid !== process.pid && isAlive(pid)) {
    throw new Error(
      `The data folder ${path.dirname(lockFile)} is in use by process ${pid}. ` +
        'PGlite allows one process per data folder: stop that process, or use PostgreSQL (DATABASE_URL) to run several.',
    );
  }
  // The previous owner died without cleaning up: the lock is stale.
  fs.writeFileSync(lockFile, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
