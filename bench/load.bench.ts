/**
 * A class takes the assessment at the same minute: LOAD_USERS (500) simulated participants, each
 * in its own async flow over real HTTP against the real server (its own process): log in at the
 * real password cost, the pages' reads, both timed pages with their ideas saved every
 * LOAD_SAVE_SECONDS (3, jittered) for LOAD_PAGE_SECONDS (45: the real pages run 3 and 5 minutes;
 * the rate per participant is what matters), then the submission. Participants arrive spread over
 * LOAD_RAMP_SECONDS (60: the same minute). Prints latency by call against the goals (sign-in p99
 * under 2 s; idea saves and submissions p99 under 50 ms; zero errors).
 *
 * `npm run bench:load -w bench`; PostgreSQL too when TEST_DATABASE_URL is set. LOAD_PASSWORDS=scrypt
 * (PostgreSQL only) stores every password as the scrypt N=2^17 hash made before argon2id, so the
 * sign-ins pay what they paid before decision 023 (each is then replaced, once).
 */
import os from 'node:os';
import pg from 'pg';
import { oldScryptHash } from '../server/src/test/scryptHash';
import { CLASS, classRows, HEADER, PASSWORD, REAL_COST, setUpClass } from './support/classRun';
import { ADMIN, engines, freshEngine, startServer, type Engine } from './support/server';
import { printTable } from './table';

const SCRYPT = process.env.LOAD_PASSWORDS === 'scrypt';

const sendTo = (base: string) => async (url: string, { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> }) => {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, text: await res.text() };
};

async function benchEngine(name: Engine['name'], rows: string[][]) {
  const engine = await freshEngine(name);
  const server = await startServer(engine, { ...REAL_COST, EMAIL_POLL_MS: '0' });
  try {
    const send = sendTo(server.url);
    process.stderr.write(`${name}: registering ${CLASS.users} participants\n`);
    const everyone = await setUpClass(send, ADMIN, 'p');
    if (SCRYPT) {
      const client = new pg.Client({ connectionString: engine.env.DATABASE_URL });
      await client.connect();
      await client.query(`update users set password_hash = $1 where email like '%@load.test'`, [await oldScryptHash(PASSWORD, 17)]);
      await client.end();
    }
    process.stderr.write(`${name}: ${CLASS.users} participants take the assessment (ramp ${CLASS.rampSeconds} s, pages ${CLASS.options.pageSeconds} s)\n`);
    rows.push(...(await classRows(name, send, everyone)).rows);
  } finally {
    await server.stop();
    await engine.drop();
  }
}

async function main() {
  if (SCRYPT && engines().length < 2) throw new Error('LOAD_PASSWORDS=scrypt needs TEST_DATABASE_URL (it rewrites the hashes in PostgreSQL)');
  const rows: string[][] = [];
  for (const name of SCRYPT ? (['PostgreSQL'] as const) : engines()) await benchEngine(name, rows);
  const hashes = SCRYPT ? 'scrypt N=2^17 (before)' : 'argon2id m=19 MiB, t=2';
  console.log(`\n${os.cpus().length} cores, Node ${process.version}; ${CLASS.users} participants, ramp ${CLASS.rampSeconds} s, timed pages ${CLASS.options.pageSeconds} s, an idea saved every ~${CLASS.options.saveSeconds} s; passwords ${hashes}\n`);
  printTable(HEADER, rows);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
