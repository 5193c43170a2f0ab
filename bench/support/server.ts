import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '..', '..');
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

export function engines(): Engine['name'][] {
  return process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Waits until `url` answers, or fails when the child exits first or `timeoutMs` passes. */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The real server (server/src/main.ts) in its own process, as `npm run serve` runs it. */
export async function startServer(engine: Engine, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '0',
      ...engine.env,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child);
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
