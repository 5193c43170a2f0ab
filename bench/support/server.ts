import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer as startChildServer, type ChildServer } from '../../server/src/test/childServer';

export const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };

export interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  /** Environment of the server for a fresh database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh PGlite data folder, or a fresh database on TEST_DATABASE_URL's server. */
export async function freshEngine(name: Engine['name']): Promise<Engine> {
  if (name === 'PGlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    return { name, env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PostgreSQL benchmarks need TEST_DATABASE_URL');
  const database = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${database}`;
  return {
    name,
    env: { DATABASE_URL: target.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}

/** PGlite, and PostgreSQL with TEST_DATABASE_URL; BENCH_ENGINES=PostgreSQL (or PGlite) keeps one. */
export function engines(): Engine['name'][] {
  const all: Engine['name'][] = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const only = process.env.BENCH_ENGINES?.split(',');
  return only ? all.filter((name) => only.includes(name)) : all;
}

/** The real server in its own process (server/src/test/childServer.ts), on `engine`'s fresh database. */
export function startServer(engine: Engine, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ChildServer> {
  return startChildServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...engine.env, ...env }, nodeArgs });
}
