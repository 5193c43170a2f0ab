/**
 * `npm run backup`: a dump of the database, whichever engine the server uses.
 * - DATABASE_URL set: `pg_dump` (PostgreSQL's client) writes backups/portal-<timestamp>.sql.
 * - otherwise PGlite in DATA_DIR: refused while a server holds the folder; else CHECKPOINT and the
 *   folder as a gzipped tarball, backups/portal-<timestamp>.tar.gz.
 * `npm run backup -- --restore <file.tar.gz>` loads such a tarball into an empty DATA_DIR.
 * BACKUP_DIR overrides the folder (default ./backups). README.md, "Backup and restore".
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { lockFileOf, lockOwner, pgdataOf, takeLock } from './db/connection';

type Env = Record<string, string | undefined>;

export class BackupError extends Error {}

/** 2026-11-22T10:15:30.123Z -> 2026-11-22T10-15-30Z: ISO 8601, without characters file systems dislike. */
export function backupStamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

export function backupDirFrom(env: Env): string {
  return path.resolve(env.BACKUP_DIR || 'backups');
}

export interface BackupOptions {
  config: Pick<Config, 'databaseUrl' | 'dataDir'>;
  backupDir: string;
  now?: Date;
  /** Where pg_dump is looked for and the environment it runs with (tests change PATH). */
  env?: Env;
}

/** Writes one backup and returns its path. */
export async function runBackup({ config, backupDir, now = new Date(), env = process.env }: BackupOptions): Promise<string> {
  fs.mkdirSync(backupDir, { recursive: true });
  const base = path.join(backupDir, `portal-${backupStamp(now)}`);
  return config.databaseUrl
    ? backupPostgres({ databaseUrl: config.databaseUrl, file: `${base}.sql`, env })
    : backupPGlite({ dataDir: config.dataDir, file: `${base}.tar.gz` });
}

export function findOnPath(command: string, env: Env): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

async function backupPostgres({ databaseUrl, file, env }: { databaseUrl: string; file: string; env: Env }): Promise<string> {
  const pgDump = findOnPath('pg_dump', env);
  if (!pgDump) {
    throw new BackupError(
      'pg_dump was not found on PATH. Install the PostgreSQL client tools (same major version as the server or newer), ' +
        'e.g. `apt-get install postgresql-client`, then run `npm run backup` again.',
    );
  }
  // The password goes through the environment, not the command line other users can read (ps).
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const tmp = `${file}.partial`;
  const args = ['--dbname', url.toString(), '--file', tmp, '--no-owner', '--no-privileges'];
  try {
    await run(pgDump, args, { ...env, ...(password ? { PGPASSWORD: password } : {}) });
    publish(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return file;
}

/** Gives the finished temporary file its name; never replaces an existing backup (two in one second). */
function publish(tmp: string, file: string): void {
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${file} already exists: run the backup again in a second.`);
    throw err;
  }
  fs.rmSync(tmp, { force: true });
}

function run(command: string, args: string[], env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`pg_dump failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Refuses (with the pid) when a live process, normally the server, holds the data folder. */
function assertFolderFree(dataDir: string): void {
  const pid = lockOwner(dataDir);
  if (pid) {
    throw new BackupError(
      `The data folder ${dataDir} is in use by process ${pid} (the server?). ` +
        'PGlite allows one process per data folder: stop the server first, then run the backup again.',
    );
  }
}

async function backupPGlite({ dataDir, file }: { dataDir: string; file: string }): Promise<string> {
  const pgdata = pgdataOf(dataDir);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new BackupError(`There is no PGlite database in ${dataDir}.`);
  assertFolderFree(dataDir);
  const lockFile = lockFileOf(dataDir);
  takeLock(lockFile); // a server starting during the backup is refused
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(pgdata);
    try {
      await pglite.exec('checkpoint');
      const dump = await pglite.dumpDataDir('gzip');
      const tmp = `${file}.partial`;
      try {
        fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
        publish(tmp, file);
      } finally {
        fs.rmSync(tmp, { force: true });
      }
    } finally {
      await pglite.close();
    }
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
  return file;
}

/**
 * Loads a PGlite backup (a tarball from runBackup) into DATA_DIR, which must hold no database.
 * Same as `mkdir -p DATA_DIR/pgdata && tar xzf <file> -C DATA_DIR/pgdata`, checked by opening it.
 */
export async function restorePGlite({ file, dataDir }: { file: string; dataDir: string }): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  assertFolderFree(dataDir);
  const pgdata = pgdataOf(dataDir);
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
    throw new BackupError(`${dataDir} already holds a database: restore into an empty DATA_DIR (or move ${pgdata} away first).`);
  }
  fs.mkdirSync(pgdata, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  takeLock(lockFile);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(pgdata, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await pglite.exec('checkpoint');
    } finally {
      await pglite.close();
    }
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

async function main(argv: string[]) {
  const config = loadConfig();
  const restoreAt = argv.indexOf('--restore');
  if (restoreAt >= 0) {
    const file = argv[restoreAt + 1];
    if (!file) throw new BackupError('Usage: npm run backup -- --restore <portal-....tar.gz>');
    if (config.databaseUrl) {
      throw new BackupError('--restore is for PGlite backups; restore a PostgreSQL dump with psql (see README.md).');
    }
    await restorePGlite({ file: path.resolve(file), dataDir: config.dataDir });
    console.log(`Restored ${file} into ${config.dataDir}`);
    return;
  }
  const file = await runBackup({ config, backupDir: backupDirFrom(process.env) });
  console.log(`Backup written: ${file} (${fs.statSync(file).size} bytes)`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
