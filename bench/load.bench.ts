/**
 * A class takes the assessment at the same minute: LOAD_USERS (500) simulated participants, each
 * in its own async flow over real HTTP against the real server (its own process): log in, the
 * pages' reads, both timed pages with their ideas saved every LOAD_SAVE_SECONDS (3, jittered) for
 * LOAD_PAGE_SECONDS (45: the real pages run 3 and 5 minutes; the rate per participant is what
 * matters), then the submission. Participants arrive spread over LOAD_RAMP_SECONDS (60: the same minute).
 * Prints latency by call (goal: p99 under 50 ms for idea saves and submissions, zero errors).
 *
 * `npm run bench:load -w bench`; PostgreSQL too when TEST_DATABASE_URL is set. Passwords are hashed
 * at the real cost (argon2id, m=19 MiB, t=2), so the logins weigh on the saves as they would in class.
 */
import os from 'node:os';
import type { QuestionsResponse } from 'shared-api/contract';
import { completeAnswers } from '../server/src/test/answers';
import { ADMIN, engines, freshEngine, startServer, type Engine } from './support/server';
import { printTable } from './table';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USERS = num('LOAD_USERS', 500);
const RAMP_S = num('LOAD_RAMP_SECONDS', 60);
const PAGE_S = num('LOAD_PAGE_SECONDS', 45);
const SAVE_S = num('LOAD_SAVE_SECONDS', 3);
const SETUP_CONCURRENCY = 8;
const GOALS: Record<string, string> = { 'POST /api/freeform-ideas': 'p99 < 50 ms', 'POST /api/answers': 'p99 < 50 ms' };

const samples = new Map<string, number[]>();
const errors = new Map<string, string[]>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(base: string, url: string, { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const started = performance.now();
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const key = `POST ${url}`;
  if (!samples.has(key)) samples.set(key, []);
  samples.get(key)!.push(performance.now() - started);
  if (!res.ok) {
    if (!errors.has(key)) errors.set(key, []);
    errors.get(key)!.push(`${res.status} ${text.slice(0, 120)}`);
    throw new Error(`${url}: ${res.status}`);
  }
  return JSON.parse(text) as T;
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** A team with an assessment link, and USERS participants who registered through it. */
async function setUp(base: string) {
  const admin = (await call<{ access_token: string }>(base, '/api/login', { body: ADMIN })).access_token;
  const team = await call<{ id: number }>(base, '/api/add-team', { token: admin, headers: { teamName: 'Load team' } });
  await call(base, '/api/add-access-token', { token: admin, headers: { TeamID: String(team.id), CohortId: '-1', LinkText: 'load-link' } });
  const people = Array.from({ length: USERS }, (_, i) => ({ email: `p${i}@load.test`, password: 'load-password-1', name: `Participant ${i}` }));
  await inBatches(people, SETUP_CONCURRENCY, (p) => call(base, '/api/register-with-token', { body: { ...p, token: 'load-link' } }));
  samples.clear();
  return people;
}

/** One participant, from the login page to the post-assessment page. */
async function participant(base: string, person: { email: string; password: string }, delayMs: number) {
  await sleep(delayMs);
  const { access_token: token } = await call<{ access_token: string }>(base, '/api/login', { body: person });
  await call(base, '/api/me', { token });
  await call(base, '/api/assessment-active', { token });
  const questions = await call<QuestionsResponse>(base, '/api/questions', { token });
  const { answers } = completeAnswers(questions);
  const textAnswers: Record<string, { id: number; text: string }[]> = {};
  for (const [index, q] of questions.questions.entries()) {
    if (q.type !== 'freeform') continue;
    await call(base, '/api/freeform-start', { token, body: { questionIndex: index } });
    const ideas: { id: number; text: string }[] = [];
    const pageEnds = Date.now() + PAGE_S * 1000;
    while (Date.now() < pageEnds) {
      await sleep(SAVE_S * 1000 * (0.5 + Math.random()));
      ideas.push({ id: Date.now() * 1000 + ideas.length, text: `Idea ${ideas.length + 1}: use the ${q.type} page well` });
      await call(base, '/api/freeform-ideas', { token, body: { questionIndex: index, ideas } });
    }
    textAnswers[index] = ideas;
  }
  await call(base, '/api/answers', { token, body: { answers, textAnswers, reassess: false, version: questions.version } });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function benchEngine(name: Engine['name'], rows: string[][]) {
  const engine = await freshEngine(name);
  const server = await startServer(engine, { EMAIL_POLL_MS: '0' });
  try {
    process.stderr.write(`${name}: registering ${USERS} participants\n`);
    const people = await setUp(server.url);
    errors.clear();
    process.stderr.write(`${name}: ${USERS} participants take the assessment (ramp ${RAMP_S} s, pages ${PAGE_S} s)\n`);
    const started = Date.now();
    const outcomes = await Promise.allSettled(people.map((p, i) => participant(server.url, p, (i / USERS) * RAMP_S * 1000)));
    const wall = (Date.now() - started) / 1000;
    const finished = outcomes.filter((o) => o.status === 'fulfilled').length;
    for (const [what, times] of samples) {
      const sorted = [...times].sort((a, b) => a - b);
      rows.push([
        `${name}: ${what}`, String(sorted.length), percentile(sorted, 50).toFixed(1), percentile(sorted, 95).toFixed(1),
        percentile(sorted, 99).toFixed(1), sorted[sorted.length - 1].toFixed(1), String(errors.get(what)?.length ?? 0), GOALS[what] ?? '',
      ]);
    }
    rows.push([`${name}: participants finished`, `${finished}/${USERS}`, '', '', '', '', '', `in ${wall.toFixed(0)} s`]);
    for (const [what, list] of errors) process.stderr.write(`${name} ${what}: ${list.length} errors, e.g. ${list[0]}\n`);
  } finally {
    samples.clear();
    errors.clear();
    await server.stop();
    await engine.drop();
  }
}

async function main() {
  const rows: string[][] = [];
  for (const name of engines()) await benchEngine(name, rows);
  console.log(`\n${os.cpus().length} cores, Node ${process.version}; ${USERS} participants, ramp ${RAMP_S} s, timed pages ${PAGE_S} s, an idea saved every ~${SAVE_S} s\n`);
  printTable(['call', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'goal'], rows);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
