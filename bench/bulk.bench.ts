/**
 * An organisation's bulk work, against the real server in its own process: BULK_USERS (10,000)
 * users added by CSV exactly as the admin screen sends them (useUsersImport: checked in batches of
 * 1,000 with DryRun, each answer moving the progress bar, then added in one request), then the
 * team's results.tsv streamed once all of them have an assessment (submitted by the admin for each,
 * BULK_CONCURRENCY at a time). Prints the time to each progress step and to the last byte, and the
 * server's resident memory (VmRSS, sampled every 20 ms) before and during the download.
 * Goals: the CSV in under a minute with the bar moving; the download in under 2 s with memory flat.
 *
 * `npm run bench:bulk -w bench`; PostgreSQL too when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { QuestionsResponse } from 'shared-api/contract';
import { IMPORT_CHECK_BATCH } from '../shared-api/src/contract';
import { completeAnswers } from '../server/src/test/answers';
import { ADMIN, engines, freshEngine, startServer, type Engine } from './support/server';
import { printTable } from './table';

const USERS = Number(process.env.BULK_USERS ?? 10_000);
const CONCURRENCY = Number(process.env.BULK_CONCURRENCY ?? 8);

async function call(base: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function benchEngine(name: Engine['name'], rows: string[][]) {
  const engine = await freshEngine(name);
  const server = await startServer(engine, { ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1', EMAIL_POLL_MS: '0' });
  const base = server.url;
  try {
    const login = await (await call(base, '/api/login', {}, ADMIN)).json();
    const admin = { authorization: `Bearer ${login.access_token}` };
    const team = await (await call(base, '/api/add-team', { ...admin, teamName: 'Bulk team' })).json();
    const users = Array.from({ length: USERS }, (_, i) => ({ Name: `Person ${i}`, Email: `person${i}@bulk.test`, TeamID: team.id, Admin: false, TeamLeader: false }));

    process.stderr.write(`${name}: adding ${USERS} users by CSV\n`);
    const started = performance.now();
    const steps: number[] = [];
    for (let start = 0; start < users.length; start += IMPORT_CHECK_BATCH) {
      await call(base, '/api/add-users', { ...admin, DryRun: 'true' }, { users: users.slice(start, start + IMPORT_CHECK_BATCH) });
      steps.push(performance.now());
    }
    await call(base, '/api/add-users', admin, { users });
    const added = performance.now();
    const gaps = steps.map((t, i) => t - (i === 0 ? started : steps[i - 1]));
    rows.push([`${name}: ${USERS} users by CSV`, ((added - started) / 1000).toFixed(1) + ' s',
      `${steps.length} progress steps, ${(Math.max(...gaps) / 1000).toFixed(2)} s apart at most; adding ${((added - steps[steps.length - 1]) / 1000).toFixed(1)} s`, 'under 60 s']);

    process.stderr.write(`${name}: submitting an assessment for each\n`);
    const questions = (await (await call(base, '/api/questions', admin)).json()) as QuestionsResponse;
    const body = { ...completeAnswers(questions, 5), reassess: false, version: questions.version };
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < users.length) {
        const user = users[next++];
        await call(base, '/api/answers', { ...admin, UserEmail: user.Email }, body);
      }
    }));

    process.stderr.write(`${name}: downloading results.tsv\n`);
    const before = rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
    const asked = performance.now();
    const res = await call(base, '/api/results-csv', { ...admin, TeamID: String(team.id) });
    let bytes = 0;
    let firstByte = 0;
    const reader = res.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (!firstByte) firstByte = performance.now();
      bytes += chunk.value.length;
    }
    const done = performance.now();
    clearInterval(sampler);
    rows.push([`${name}: results.tsv of ${USERS} users`, ((done - asked) / 1000).toFixed(2) + ' s',
      `${(bytes / 1e6).toFixed(1)} MB; first byte ${(firstByte - asked).toFixed(0)} ms; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`, 'under 2 s, memory flat']);
  } finally {
    await server.stop();
    await engine.drop();
  }
}

async function main() {
  const rows: string[][] = [];
  for (const name of engines()) await benchEngine(name, rows);
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  printTable(['what', 'time', 'detail', 'goal'], rows);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
