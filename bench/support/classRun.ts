import { latencies, runClass, type LoadOptions, type Send } from '../../server/src/test/classLoad';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The class of load.bench.ts and cluster.bench.ts, sized by the environment. */
export const CLASS = {
  users: num('LOAD_USERS', 500),
  rampSeconds: num('LOAD_RAMP_SECONDS', 60),
  options: { pageSeconds: num('LOAD_PAGE_SECONDS', 45), saveSeconds: num('LOAD_SAVE_SECONDS', 3), retries: 0 } as LoadOptions,
};

export const GOALS: Record<string, string> = {
  'POST /api/login': 'p99 < 2000 ms',
  'POST /api/freeform-ideas': 'p99 < 50 ms',
  'POST /api/answers': 'p99 < 50 ms',
};

export const PASSWORD = 'load-password-1';
/** The production password cost (config.ts defaults), over the tests' cheap one (TEST_ENV). */
export const REAL_COST = { ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' };
export const people = (prefix: string) =>
  Array.from({ length: CLASS.users }, (_, i) => ({ email: `${prefix}${i}@load.test`, password: PASSWORD, name: `Participant ${i}` }));

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** A team with an assessment link, and the class registered through it. */
export async function setUpClass(send: Send, admin: { email: string; password: string }, prefix: string) {
  const ok = async (url: string, init: { token?: string; body?: unknown; headers?: Record<string, string> }) => {
    const res = await send(url, init);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text.slice(0, 200)}`);
    return JSON.parse(res.text);
  };
  const token = (await ok('/api/login', { body: admin })).access_token as string;
  const team = await ok('/api/add-team', { token, headers: { teamName: `Load team ${prefix}` } });
  await ok('/api/add-access-token', { token, headers: { TeamID: String(team.id), CohortId: '-1', LinkText: `load-link-${prefix}` } });
  const everyone = people(prefix);
  await inBatches(everyone, 8, (p) => ok('/api/register-with-token', { body: { ...p, token: `load-link-${prefix}` } }));
  return everyone;
}

/** The class, arriving over the ramp with `options`; `during` runs meanwhile. Rows for printTable. */
export async function classRows(name: string, send: Send, everyone: { email: string; password: string }[], { options = CLASS.options, during }: { options?: LoadOptions; during?: () => Promise<void> } = {}) {
  const started = Date.now();
  const { record, finished } = await runClass(send, options, everyone, { rampMs: CLASS.rampSeconds * 1000, during });
  const wall = (Date.now() - started) / 1000;
  const errors = (call: string) => record.failures.filter((f) => `POST ${f.url}` === call).length;
  const rows = latencies(record).map((l) => [
    `${name}: ${l.call}`, String(l.n), l.p50.toFixed(1), l.p95.toFixed(1), l.p99.toFixed(1), l.max.toFixed(1), String(errors(l.call)), GOALS[l.call] ?? '',
  ]);
  rows.push([`${name}: participants finished`, `${finished}/${everyone.length}`, '', '', '', '', '', `in ${wall.toFixed(0)} s`]);
  for (const f of record.failures.slice(0, 5)) process.stderr.write(`${name} ${f.url}: ${f.status} ${f.text}\n`);
  return { rows, record };
}

export const HEADER = ['call', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'goal'];
