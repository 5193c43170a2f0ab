/**
 * The class of load.bench.ts (LOAD_USERS, 500, at the real password cost) through Debian's nginx
 * running deploy/nginx/portal.conf (TLS included) in front of three instances on one PostgreSQL
 * (server/src/test/cluster.ts), three times on fresh databases: undisturbed; with one instance
 * SIGKILLed a minute in (the participants' screens try a failed call again, as the real ones let
 * them: LOAD_RETRIES, 5); with a rolling restart of all three from a minute in. After each, the
 * stored responses are checked: one per participant, with every idea typed.
 *
 * `TEST_DATABASE_URL=postgres://... npm run bench:cluster -w bench` (CLUSTER_RUNS=calm,kill,rolling).
 */
import os from 'node:os';
import pg from 'pg';
import { startCluster, type Cluster } from '../server/src/test/cluster';
import { storedAgainstTyped, type LoadRecord } from '../server/src/test/classLoad';
import { CLASS, classRows, HEADER, REAL_COST, setUpClass } from './support/classRun';
import { ADMIN, freshEngine } from './support/server';
import { printTable } from './table';

const RUNS = (process.env.CLUSTER_RUNS ?? 'calm,kill,rolling').split(',');
const FAULT_AT_MS = Number(process.env.CLUSTER_FAULT_AT_SECONDS ?? 60) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const faults: Record<string, (cluster: Cluster) => Promise<void>> = {
  calm: async () => undefined,
  kill: async (cluster) => {
    await sleep(FAULT_AT_MS);
    await cluster.kill(1);
  },
  rolling: async (cluster) => {
    await sleep(FAULT_AT_MS);
    for (const index of [0, 1, 2]) await cluster.restart(index);
  },
};

/** What the database holds against what each participant typed. */
async function check(databaseUrl: string, emails: string[], record: LoadRecord) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = await storedAgainstTyped(async (text, params) => (await client.query(text, params)).rows, emails, record);
    return `${stored.storedOnce}/${stored.participants} stored once, ${stored.withEveryIdea}/${stored.participants} with every idea typed`;
  } finally {
    await client.end();
  }
}

async function main() {
  if (!process.env.TEST_DATABASE_URL) throw new Error('cluster.bench.ts needs TEST_DATABASE_URL: several instances share one PostgreSQL');
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const run of RUNS) {
    const engine = await freshEngine('PostgreSQL');
    // The per-address limit on, high enough for the class: every sign-in through nginx comes from
    // 127.0.0.1, so all 500 count on one row of rate_limits, as a class behind one NAT does.
    const env = { ...REAL_COST, RATE_LIMIT_PER_IP: '2000', EMAIL_POLL_MS: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const cluster = await startCluster({ size: 3, databaseUrl: engine.env.DATABASE_URL, env });
    try {
      process.stderr.write(`${run}: registering ${CLASS.users} participants through nginx\n`);
      const everyone = await setUpClass(cluster.post, ADMIN, 'c');
      const options = { ...CLASS.options, retries: run === 'calm' ? 0 : Number(process.env.LOAD_RETRIES ?? 5) };
      process.stderr.write(`${run}: ${CLASS.users} participants take the assessment\n`);
      const { rows: runRows, record } = await classRows(run, cluster.post, everyone, { options, during: () => faults[run](cluster) });
      rows.push(...runRows);
      const statuses = [...new Set(record.failures.map((f) => f.status))].join(', ') || 'none';
      const resent = `${cluster.resent} sent again after a reload closed their connection unanswered`;
      notes.push(`${run}: ${record.failures.length} failed attempts (${statuses}), ${resent}; ${await check(engine.env.DATABASE_URL, everyone.map((p) => p.email), record)}`);
    } finally {
      await cluster.close();
      await engine.drop();
    }
  }
  console.log(`\n${os.cpus().length} cores, Node ${process.version}; nginx, 3 instances, one PostgreSQL; ${CLASS.users} participants, ramp ${CLASS.rampSeconds} s, timed pages ${CLASS.options.pageSeconds} s; argon2id m=19 MiB, t=2\n`);
  printTable(HEADER, rows);
  console.log(`\n${notes.join('\n')}`);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
