/**
 * The cohort report of a large team (issue 23): REPORT_USERS (10,000) participants with both
 * waves, written straight into the database (scored by the product's own scoring, as a submission
 * stores them), then /api/cohort-report asked REPORT_RUNS (5) times of the real server in its own
 * process. Prints each answer's time and the server's resident memory (VmRSS, sampled every 20 ms)
 * before and at its peak. Goals: under 1 s on PostgreSQL and under 3 s on PGlite, memory flat.
 *
 * `npm run bench:report -w bench`; PostgreSQL too when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import { openPGlite, openPostgres } from '../server/src/db/connection';
import { loadInstrument } from '../server/src/features/assessment';
import { floatArray, itemScores } from '../server/src/features/assessment/instrument/itemScores';
import { scoreAssessment, scoreReassessment } from '../server/src/features/assessment/instrument/scoring';
import { ADMIN, engines, freshEngine, startServer, type Engine } from './support/server';
import { printTable } from './table';

const USERS = Number(process.env.REPORT_USERS ?? 10_000);
const RUNS = Number(process.env.REPORT_RUNS ?? 5);
const BATCH = 500;
const progress = (text: string) => process.stderr.write(`${text}\n`);
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A rating on 1..max that varies by person and item, with a common factor so items correlate. */
const rating = (person: number, item: number, max: number, lift = 0) =>
  Math.min(max, Math.max(1, Math.round(((person % 7) / 6) * (max - 1) + 1 + (((person * 31 + item * 17) % 5) - 2) * 0.6 + lift)));

/** Both waves of one person, as a submission would store them. */
function responses(person: number, userId: number, instrument: ReturnType<typeof loadInstrument>) {
  const answers: Record<string, Record<string, number>> = {};
  instrument.assessment.questions.forEach((page, q) => {
    if (page.type === 'agree1to7' || page.type === 'howoften') answers[q] = Object.fromEntries(page.statements.map((_, s) => [String(s), rating(person, q * 10 + s, 5)]));
  });
  const ratings = Object.fromEntries(Object.keys(instrument.key.reassessment).map((id, i) => [id, rating(person, i, 7, 0.5)]));
  const row = (kind: 'assessment' | 'reassessment', stored: object, scores: object) => ({
    user_id: userId, kind, version: instrument.version, answers: JSON.stringify(stored), text_answers: '{}', demographics: '{}', scores: JSON.stringify(scores),
    item_scores: floatArray(itemScores(instrument, kind, stored)),
  });
  return [
    row('assessment', answers, scoreAssessment({ instrument, answers, textAnswers: {} })),
    row('reassessment', { 0: ratings }, scoreReassessment({ instrument, answers: ratings })),
  ];
}

/** The team and its people, written while the server is stopped (PGlite has one process per folder). */
async function seed(engine: Engine): Promise<number> {
  const database = engine.env.DATABASE_URL ? openPostgres({ connectionString: engine.env.DATABASE_URL }) : await openPGlite({ dataDir: engine.env.DATA_DIR });
  const { db } = database;
  const instrument = loadInstrument();
  try {
    const teamId = (await db.insertInto('teams').values({ name: 'Report bench' }).returning('id').executeTakeFirstOrThrow()).id;
    for (let start = 0; start < USERS; start += BATCH) {
      const people = Array.from({ length: Math.min(BATCH, USERS - start) }, (_, i) => start + i);
      const users = await db
        .insertInto('users')
        .values(people.map((p) => ({ name: `Person ${p}`, email: `person${p}@report.bench`, password_hash: 'x', team_id: teamId, finished_assessment: true })))
        .returning('id')
        .execute();
      await db.insertInto('assessment_responses').values(users.flatMap((u, i) => responses(people[i], u.id, instrument))).execute();
      if ((start / BATCH) % 4 === 0) progress(`  ${start + people.length} of ${USERS} people`);
    }
    await sql`analyze`.execute(db);
    return teamId;
  } finally {
    await database.close();
  }
}

async function benchEngine(name: Engine['name'], rows: string[][]) {
  const engine = await freshEngine(name);
  try {
    // A first start migrates the database and creates the administrator.
    await (await startServer(engine, { ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1', EMAIL_POLL_MS: '0', SCHEDULER_POLL_MS: '0' })).stop();
    progress(`${name}: writing ${USERS} participants with both waves`);
    const teamId = await seed(engine);
    const server = await startServer(engine, { ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1', EMAIL_POLL_MS: '0', SCHEDULER_POLL_MS: '0' });
    try {
      const login = await (await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
      const headers = { authorization: `Bearer ${login.access_token}`, TeamID: String(teamId), CohortId: '-1' };
      const before = rssOf(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
      const times: number[] = [];
      let paired = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/cohort-report`, { method: 'POST', headers });
        if (!res.ok) throw new Error(`cohort-report: ${res.status} ${(await res.text()).slice(0, 300)}`);
        paired = (await res.json()).paired;
        times.push(performance.now() - started);
      }
      clearInterval(sampler);
      const sorted = [...times].sort((a, b) => a - b);
      rows.push([
        `${name}: /api/cohort-report, ${USERS} people (${paired} paired)`,
        `${(times[0] / 1000).toFixed(2)} s first, ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s median of ${RUNS}`,
        `RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak`,
        name === 'PostgreSQL' ? 'under 1 s' : 'under 3 s',
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await engine.drop();
  }
}

async function main() {
  const rows: string[][] = [];
  for (const name of engines()) await benchEngine(name, rows);
  process.stdout.write(`Cohort report, ${os.cpus().length} cores, Node ${process.version}\n\n`);
  printTable(['what', 'time', 'memory', 'goal'], rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
