/**
 * Accounts benchmark: prints figures, asserts nothing. `npm run bench -w bench` (README.md here).
 *
 * Through Fastify's inject (no sockets: the server's own cost) on a fresh PGlite data folder, and
 * on PostgreSQL too when TEST_DATABASE_URL is set (a fresh schema, dropped afterwards):
 * - argon2id at the real cost (ARGON2_MEMORY_KIB 19456, ARGON2_TIME_COST 2 unless set): ms per hash;
 * - POST /api/register and POST /api/login one at a time (p50/p95);
 * - logins in parallel, with the event loop's delay and /api/me answered meanwhile (the hashing
 *   runs on libuv's thread pool, so the loop must stay free);
 * - authenticated POST /api/me: requests/s over ME_CALLS calls, one at a time and CONCURRENCY at once.
 * Sizes by environment: REGISTERS, LOGINS, PARALLEL_LOGINS, ME_CALLS, CONCURRENCY.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/src/app';
import { loadConfig, type Config } from '../server/src/config';
import { ensurePlatform } from '../server/src/db/bootstrap';
import { openPGlite } from '../server/src/db/connection';
import { runMigrations } from '../server/src/db/migrate';
import type { DB } from '../server/src/db/types';
import { hashPassword } from '../server/src/features/auth/passwords';
import { createTestDatabase } from '../server/src/test/testDb';
import { printTable } from './table';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZES = {
  registers: num('REGISTERS', 12),
  logins: num('LOGINS', 12),
  parallelLogins: num('PARALLEL_LOGINS', 8),
  meCalls: num('ME_CALLS', 2000),
  concurrency: num('CONCURRENCY', 10),
  hashes: num('HASHES', 5),
};
const PASSWORD = 'bench-password-1';

interface Row {
  what: string;
  n: number;
  p50?: number;
  p95?: number;
  perSecond?: number;
  note?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function summarize(what: string, samples: number[], wallMs: number, note?: string): Row {
  const sorted = [...samples].sort((a, b) => a - b);
  return { what, n: samples.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), perSecond: (samples.length / wallMs) * 1000, note };
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

/** Runs `count` calls of `fn`, at most `concurrency` at a time; returns each call's ms and the wall time. */
async function load(count: number, concurrency: number, fn: (i: number) => Promise<void>): Promise<{ samples: number[]; wallMs: number }> {
  const samples: number[] = [];
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      await fn(i);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { samples, wallMs: performance.now() - start };
}

function expectStatus(res: { statusCode: number; body: string }, what: string): void {
  if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
}

function benchConfig(): Config {
  return loadConfig({
    ARGON2_MEMORY_KIB: process.env.ARGON2_MEMORY_KIB,
    ARGON2_TIME_COST: process.env.ARGON2_TIME_COST,
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_EMAIL: '1000000',
    EMAIL_POLL_MS: '0',
    PUBLIC_URL: 'http://portal.bench',
    STATIC_DIR: '/nonexistent-static-dir',
    LOG_LEVEL: 'silent',
  });
}

/** Progress on stderr, so stdout stays the figures. */
const progress = (text: string) => process.stderr.write(`${text}\n`);

async function benchEngine(engine: string, db: Kysely<DB>, config: Config): Promise<Row[]> {
  progress(`${engine}: register, login, parallel logins, /api/me ...`);
  await ensurePlatform({ db, config, print: () => undefined }); // team 1, as a first start creates it
  const app: FastifyInstance = await buildApp({ config, db, mailTransport: null, logger: false });
  await app.ready();
  const rows: Row[] = [];
  const run = Date.now().toString(36);
  const email = (i: number) => `bench-${run}-${i}@example.org`;
  try {
    // Register, one at a time (a hash each).
    const reg = await load(SIZES.registers, 1, async (i) => {
      const res = await app.inject({ method: 'POST', url: '/api/register', payload: { email: email(i), password: PASSWORD, name: `Bench ${i}` } });
      expectStatus(res, 'register');
    });
    rows.push(summarize('POST /api/register, sequential', reg.samples, reg.wallMs));

    // Login, one at a time (a verify each).
    const loginOnce = async (i: number) => {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: email(i % SIZES.registers), password: PASSWORD } });
      expectStatus(res, 'login');
      return res.json().access_token as string;
    };
    const tokens: string[] = [];
    const seq = await load(SIZES.logins, 1, async (i) => void tokens.push(await loginOnce(i)));
    rows.push(summarize('POST /api/login, sequential', seq.samples, seq.wallMs));

    // Logins in parallel: alone, then while /api/me keeps being asked. The hash runs on libuv's
    // thread pool, so the event loop must stay free (low delay) and /api/me must keep answering.
    const token = tokens[0];
    const meOnce = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
      expectStatus(res, 'me');
    };
    const loopDelay = (h: ReturnType<typeof monitorEventLoopDelay>) =>
      `loop delay p99 ${(h.percentile(99) / 1e6).toFixed(1)} ms, max ${(h.max / 1e6).toFixed(1)} ms`;
    const parallelLogins = async (withMe: boolean) => {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      const meDuring: number[] = [];
      let loginsRunning = true;
      delay.enable();
      const during = (async () => {
        while (withMe && loginsRunning) {
          const [, ms] = await timed(meOnce);
          meDuring.push(ms);
          // inject() on PGlite can finish without a macrotask; a real client's next request comes
          // through the poll phase, which is also where the hashes' results land. Without this the
          // loop would starve the logins it measures.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const par = await load(SIZES.parallelLogins, SIZES.parallelLogins, async (i) => void (await loginOnce(i)));
      loginsRunning = false;
      await during;
      delay.disable();
      return { par, meDuring, delay };
    };
    // The same monitor on an idle loop, for reference (its figures include the 1 ms timer period).
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, 500));
    idle.disable();
    rows.push({ what: 'idle event loop, 500 ms', n: idle.count, note: loopDelay(idle) });
    const alone = await parallelLogins(false);
    rows.push(
      summarize(`POST /api/login, ${SIZES.parallelLogins} at once`, alone.par.samples, alone.par.wallMs, `wall ${alone.par.wallMs.toFixed(0)} ms; ${loopDelay(alone.delay)}`),
    );
    const busy = await parallelLogins(true);
    rows.push(
      summarize(`POST /api/login, ${SIZES.parallelLogins} at once + /api/me`, busy.par.samples, busy.par.wallMs, `wall ${busy.par.wallMs.toFixed(0)} ms`),
      summarize('POST /api/me during those logins', busy.meDuring, busy.par.wallMs, loopDelay(busy.delay)),
    );

    // Authenticated /api/me throughput.
    for (let i = 0; i < 100; i++) await meOnce(); // warm-up
    const me1 = await load(SIZES.meCalls, 1, meOnce);
    rows.push(summarize(`POST /api/me x${SIZES.meCalls}, sequential`, me1.samples, me1.wallMs));
    const meN = await load(SIZES.meCalls, SIZES.concurrency, meOnce);
    rows.push(summarize(`POST /api/me x${SIZES.meCalls}, ${SIZES.concurrency} at once`, meN.samples, meN.wallMs));
  } finally {
    await app.close();
  }
  return rows.map((row) => ({ ...row, what: `${engine}: ${row.what}` }));
}

function print(rows: Row[]): void {
  const fmt = (v: number | undefined, digits = 1) => (v === undefined || Number.isNaN(v) ? '' : v.toFixed(digits));
  printTable(
    ['what', 'n', 'p50 ms', 'p95 ms', 'per s', 'note'],
    rows.map((r) => [r.what, String(r.n), fmt(r.p50), fmt(r.p95), fmt(r.perSecond, 0), r.note ?? '']),
    [0, 5],
  );
}

async function main() {
  const config = benchConfig();
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ` +
      `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, argon2id m=${config.passwordCost.memoryKiB} KiB t=${config.passwordCost.timeCost} p=1\n`,
  );
  const rows: Row[] = [];

  progress('argon2id ...');
  const hashes: number[] = [];
  for (let i = 0; i < SIZES.hashes; i++) hashes.push((await timed(() => hashPassword(PASSWORD, config.passwordCost)))[1]);
  rows.push(summarize('argon2id hashPassword, sequential', hashes, hashes.reduce((a, b) => a + b, 0)));

  // PGlite as `npm start` runs it: a data folder of its own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    const database = await openPGlite({ dataDir });
    try {
      await runMigrations({ db: database.db });
      rows.push(...(await benchEngine('PGlite', database.db, config)));
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_DB_ENGINE = 'postgres'; // createTestDatabase: a fresh, migrated schema there
    const database = await createTestDatabase();
    try {
      rows.push(...(await benchEngine('PostgreSQL', database.db, config)));
    } finally {
      await database.close();
    }
  } else {
    console.log('(TEST_DATABASE_URL unset: PostgreSQL skipped)\n');
  }
  print(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
