/**
 * The read calls a participant's every page makes, against the ceiling of this machine: the real
 * server (server/src/main.ts, its own process) and plain node:http answering the very same bytes
 * (support/bare.ts, its own process), loaded one after the other by autocannon in this process.
 * Prints requests/s and latency of both and their ratio (the goal: at least 0.5 on PostgreSQL).
 *
 * `npm run bench:reads -w bench`; PostgreSQL too when TEST_DATABASE_URL is set (a fresh database,
 * dropped afterwards). READ_CALLS narrows the calls (comma-separated). Sizes: READ_SECONDS (5 per run), READ_CONNECTIONS (50), READ_ROUNDS (2:
 * bare and server alternate, the best round of each counts). PROFILE=1 writes a CPU profile of the
 * server to bench/profiles/ (node --cpu-prof) and prints where its time went (support/profile.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Recorded } from './support/bare';
import { summarizeProfile } from './support/profile';
import { freePort } from '../server/src/test/childServer';
import { ADMIN, engines, freshEngine, startServer, type Engine } from './support/server';
import { printTable } from './table';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = num('READ_SECONDS', 5);
const CONNECTIONS = num('READ_CONNECTIONS', 50);
const ROUNDS = num('READ_ROUNDS', 2);
const PROFILE = process.env.PROFILE === '1';
const CALLS = process.env.READ_CALLS?.split(',') ?? ['/api/questions', '/api/assessment-active', '/api/portal-data', '/api/me'];
/** What a browser sends with every call (the client posts with no body). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

async function call(base: string, url: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A participant who joined through an assessment link: the assessment is open for them. */
async function participantToken(base: string): Promise<string> {
  const admin = { authorization: `Bearer ${(await call(base, '/api/login', { body: ADMIN })).access_token}` };
  const team = await call(base, '/api/add-team', { headers: { ...admin, teamName: 'Bench team' } });
  await call(base, '/api/add-access-token', { headers: { ...admin, TeamID: String(team.id), CohortId: '-1', LinkText: 'bench-link' } });
  const body = { email: 'reader@bench.test', password: 'bench-password-1', token: 'bench-link', name: 'Bench Reader' };
  const registered = await call(base, '/api/register-with-token', { body });
  return registered.access_token as string;
}

/** The exact answer the server gives a browser, to be replayed by the bare server. */
async function record(base: string, url: string, headers: Record<string, string>): Promise<Recorded> {
  const res = await fetch(base + url, { method: 'POST', headers, decompress: false } as RequestInit);
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  const kept: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) kept[name] = value;
  });
  return { status: res.status, headers: kept, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

async function startBare(recorded: Record<string, Recorded>) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'responses.json');
  fs.writeFileSync(file, JSON.stringify(recorded));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support', 'bare.ts'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => void child.kill('SIGTERM') };
}

interface Load { perSecond: number; p50: number; p99: number; errors: number; cpuPerRequest: number }

/** CPU time (user and system) a process has used, in µs, from Linux's /proc (0 elsewhere). */
function cpuMicros(pid: number): number {
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/**
 * Load from autocannon, with the CPU time the serving process spent per request: on a machine
 * shared with other jobs, requests/s move with the neighbours but CPU per request far less.
 */
async function load(base: string, url: string, headers: Record<string, string>, pid: number): Promise<Load> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url: base + url, method: 'POST', headers, connections: CONNECTIONS, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuPerRequest = (cpuMicros(pid) - cpuBefore) / result.requests.total;
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, cpuPerRequest };
}

const best = (runs: Load[]) => runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));

async function benchEngine(name: Engine['name'], rows: string[][]) {
  const engine = await freshEngine(name);
  const profileDir = path.join(__dirname, 'profiles');
  const server = await startServer(engine, { EMAIL_POLL_MS: '0', ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1' }, PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  try {
    const headers = { ...BROWSER, authorization: `Bearer ${await participantToken(server.url)}` };
    const recorded = Object.fromEntries(await Promise.all(CALLS.map(async (url) => [url, await record(server.url, url, headers)] as const)));
    const bare = await startBare(recorded);
    try {
      for (const url of CALLS) {
        const bareRuns: Load[] = [];
        const serverRuns: Load[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          process.stderr.write(`${name} ${url} round ${round + 1}/${ROUNDS}\n`);
          bareRuns.push(await load(bare.url, url, headers, bare.pid));
          serverRuns.push(await load(server.url, url, headers, server.pid));
        }
        const [b, s] = [best(bareRuns), best(serverRuns)];
        const bytes = Buffer.from(recorded[url].body, 'base64').length;
        const encoding = recorded[url].headers['content-encoding'] ?? 'identity';
        rows.push([
          `${name}: POST ${url}`, `${bytes} B ${encoding}`, fmt(b.perSecond), fmt(s.perSecond), (s.perSecond / b.perSecond).toFixed(2),
          s.p50.toFixed(0), s.p99.toFixed(0), b.p99.toFixed(0), micros(b.cpuPerRequest), micros(s.cpuPerRequest),
          (b.cpuPerRequest / s.cpuPerRequest).toFixed(2), String(s.errors + b.errors),
        ]);
      }
    } finally {
      bare.stop();
    }
  } finally {
    await server.stop();
    await engine.drop();
  }
  if (PROFILE) summarizeProfile(profileDir, server.pid);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const micros = (n: number) => (n > 0 ? n.toFixed(0) : '-');

async function main() {
  const rows: string[][] = [];
  for (const name of engines()) await benchEngine(name, rows);
  console.log(`\n${os.cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per run, best of ${ROUNDS}; goal: server/bare >= 0.5 on PostgreSQL\n`);
  console.log('CPU µs/req: CPU time the serving process spent per request (Linux /proc); cpu ratio: bare µs / server µs\n');
  printTable(['call', 'answer', 'bare req/s', 'server req/s', 'ratio', 'p50 ms', 'p99 ms', 'bare p99 ms', 'bare CPU µs/req', 'server CPU µs/req', 'cpu ratio', 'errors'], rows);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
