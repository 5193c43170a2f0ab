import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backupStamp, findOnPath, restorePGlite, runBackup } from './backup';
import { lockFileOf, openPGlite, openPostgres } from './db/connection';
import { runMigrations } from './db/migrate';
import { describeOnPostgres, describeWhere } from './test/testDb';

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

it('names backups with an ISO timestamp safe in file names', () => {
  expect(backupStamp(new Date('2026-11-22T10:15:30.123Z'))).toBe('2026-11-22T10-15-30Z');
});

it('asks to install the PostgreSQL client when pg_dump is not on PATH', async () => {
  const backupDir = tmp('backups');
  await expect(
    runBackup({ config: { databaseUrl: 'postgres://u:p@127.0.0.1:1/none', dataDir: '' }, backupDir, env: { PATH: tmp('empty-path') } }),
  ).rejects.toThrow(/pg_dump was not found on PATH\. Install the PostgreSQL client/);
  expect(fs.readdirSync(backupDir)).toEqual([]);
});

// The PGlite cases do not depend on the engine under test: run them once, in the PGlite project.
(engine === 'pglite' ? describe : describe.skip)('PGlite data folder', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tmp('data');
    const database = await openPGlite({ dataDir });
    await runMigrations({ db: database.db });
    await database.db.insertInto('teams').values({ name: 'Backed-up team', email_domains: '[]', language: 'KOR' }).execute();
    await database.close();
  }, 60_000);

  it('refuses while a live process holds the folder, telling to stop the server first', async () => {
    fs.writeFileSync(lockFileOf(dataDir), String(process.ppid)); // the jest parent: alive, not us
    try {
      await expect(runBackup({ config: { databaseUrl: null, dataDir }, backupDir: tmp('backups') })).rejects.toThrow(
        new RegExp(`in use by process ${process.ppid}.*stop the server first`),
      );
    } finally {
      fs.rmSync(lockFileOf(dataDir), { force: true });
    }
  });

  it('refuses a folder with no database', async () => {
    await expect(runBackup({ config: { databaseUrl: null, dataDir: tmp('nodata') }, backupDir: tmp('backups') })).rejects.toThrow(
      /no PGlite database/,
    );
  });

  it('backs up (past a stale lock) and restores into a new folder with the data', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid as number;
    fs.writeFileSync(lockFileOf(dataDir), String(deadPid));
    const backupDir = path.join(tmp('backups'), 'nested');
    const file = await runBackup({ config: { databaseUrl: null, dataDir }, backupDir, now: new Date('2026-01-02T03:04:05Z') });
    expect(file).toBe(path.join(backupDir, 'portal-2026-01-02T03-04-05Z.tar.gz'));
    expect(fs.readdirSync(backupDir)).toEqual(['portal-2026-01-02T03-04-05Z.tar.gz']);
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(false); // released

    const restored = tmp('restored');
    await restorePGlite({ file, dataDir: restored });
    await expect(restorePGlite({ file, dataDir: restored })).rejects.toThrow(/already holds a database/);

    const database = await openPGlite({ dataDir: restored });
    try {
      const team = await database.db.selectFrom('teams').select(['name', 'language']).where('name', '=', 'Backed-up team').executeTakeFirst();
      expect(team).toEqual({ name: 'Backed-up team', language: 'KOR' });
    } finally {
      await database.close();
    }
  }, 60_000);

  it('restores by extracting the tarball into DATA_DIR/pgdata too', async () => {
    if (!findOnPath('tar', process.env)) return;
    const file = await runBackup({ config: { databaseUrl: null, dataDir }, backupDir: tmp('backups') });
    const restored = tmp('extracted');
    fs.mkdirSync(path.join(restored, 'pgdata'));
    const tar = spawnSync('tar', ['xzf', file, '-C', path.join(restored, 'pgdata')]);
    expect(tar.status).toBe(0);
    const database = await openPGlite({ dataDir: restored });
    try {
      const team = await database.db.selectFrom('teams').select('name').where('name', '=', 'Backed-up team').executeTakeFirst();
      expect(team).toEqual({ name: 'Backed-up team' });
    } finally {
      await database.close();
    }
  }, 60_000);
});

// pg_dump of a database of its own (the shared test database holds other files' schemas), restored with psql.
describeOnPostgres('PostgreSQL', ({ url }) => describeWhere(findOnPath('pg_dump', process.env) && url, 'needs pg_dump (apt-get install postgresql-client)', 'pg_dump', (pgUrl) => {
  const suffix = randomBytes(4).toString('hex');
  const source = `portal_backup_${suffix}`;
  const target = `portal_restore_${suffix}`;
  const urlOf = (name: string) => {
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${source}`);
    await admin(`create database ${target}`);
    const { db, close } = openPostgres({ connectionString: urlOf(source) });
    await runMigrations({ db });
    await db.insertInto('teams').values({ name: 'Dumped team', email_domains: '[]', language: 'SPA' }).execute();
    await close();
  }, 60_000);
  afterAll(async () => {
    await admin(`drop database if exists ${source}`);
    await admin(`drop database if exists ${target}`);
  }, 60_000);

  it('writes portal-<timestamp>.sql with pg_dump, which psql restores', async () => {
    const backupDir = tmp('backups');
    const file = await runBackup({ config: { databaseUrl: urlOf(source), dataDir: '' }, backupDir, now: new Date('2026-01-02T03:04:05Z') });
    expect(file).toBe(path.join(backupDir, 'portal-2026-01-02T03-04-05Z.sql'));
    expect(fs.readFileSync(file, 'utf8')).toContain('CREATE TABLE public.teams');
    if (!findOnPath('psql', process.env)) return;
    const psql = spawnSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', urlOf(target), '-f', file], { encoding: 'utf8' });
    expect(psql.stderr).toBe('');
    expect(psql.status).toBe(0);
    const { db, close } = openPostgres({ connectionString: urlOf(target) });
    try {
      expect(await db.selectFrom('teams').select(['name', 'language']).where('name', '=', 'Dumped team').executeTakeFirst()).toEqual({
        name: 'Dumped team',
        language: 'SPA',
      });
    } finally {
      await close();
    }
  }, 60_000);

  it('reports pg_dump failures with its message and leaves no partial file', async () => {
    const backupDir = tmp('backups');
    await expect(runBackup({ config: { databaseUrl: urlOf(`missing_${suffix}`), dataDir: '' }, backupDir })).rejects.toThrow(
      /pg_dump failed \(exit 1\):.*missing_/s,
    );
    expect(fs.readdirSync(backupDir)).toEqual([]);
  });
}));
