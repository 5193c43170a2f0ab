import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badInputCallers, clientFieldNames, problem } from '../test/badInput';
import { badRequests, type BadRequest } from '../test/badInputArbitraries';
import { newClass, newTeam } from '../test/classFixtures';
import { setupApiTest } from '../test/helpers';

/**
 * Property-based bad input on every /api route (read from the live app), as nobody, a participant
 * and an admin: generated bodies, headers and query strings (test/badInputArbitraries.ts). For
 * every request: (1) no 5xx; (2) every 4xx in the one error shape; (3) after a 4xx the database
 * is as it was. FUZZ_RUNS requests per route and caller (the default keeps the file near a minute
 * on PGlite); a failure names its seed, and FUZZ_SEED=<seed> generates the same requests again.
 */
const api = setupApiTest();
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * What a refused call may write by design, left out of the fingerprint (a table, or some columns):
 * - auth_attempts: the throttles count failed logins, wrong current passwords, registrations of a
 *   taken email and every reset request (counted before the lookup, so probing for accounts is
 *   throttled too): all refusals (features/auth/attempts.ts);
 * - sessions.last_used_at: a signed-in call refreshes it before its route decides anything;
 * - server_secrets: the results-PDF signing key is made on first use, by whichever call first
 *   checks a link, refused or not (features/assessment/results/pdfToken.ts).
 * Everything else (email_jobs and audit_log included) must stay as it was.
 */
const SKIPPED_TABLES = ['auth_attempts', 'server_secrets'];
const SKIPPED_COLUMNS: Record<string, string[]> = { sessions: ['last_used_at'] };

/**
 * Row count and a sum of row hashes, per table, in one query: any row written changes it, and
 * no sort is needed (the tables grow with every session the fuzz opens).
 */
async function fingerprintQuery(db: Kysely<DB>) {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const tables = rows.map((row) => row.name).filter((name) => !SKIPPED_TABLES.includes(name));
  if (tables.length < 10) throw new Error(`only ${tables.length} tables found: is the search path right?`);
  const select = tables.map((name) => {
    const skipped = SKIPPED_COLUMNS[name];
    const row = skipped ? `(to_jsonb(t) - '{${skipped.join(',')}}'::text[])::text` : 't::text';
    return `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtextextended(${row}, 0)), 0)::text as digest from "${name}" t`;
  });
  const query = sql.raw<{ name: string; rows: number; digest: string }>(select.join('\nunion all\n'));
  return async () => new Map((await query.execute(db)).rows.map((row) => [row.name, `${row.rows} rows, ${row.digest}`]));
}

type Fingerprint = Map<string, string>;
const changes = (before: Fingerprint, after: Fingerprint) =>
  [...before].filter(([name, value]) => after.get(name) !== value).map(([name, value]) => `${name}: ${value} -> ${after.get(name)}`);

let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  fingerprint = await fingerprintQuery(api.db);
  // Rows for the generated ids (1 to 4) to name: teams, one with a public page, their classes, free and paid, a cohort and a link.
  const teams = [1, await newTeam(api.db, { public_slug: 'fuzz' }), await newTeam(api.db)];
  for (const teamId of teams) {
    await newClass(api.db, teamId);
    await newClass(api.db, teamId, { price_minor: 5000, starts_at: new Date(Date.now() + 60 * 24 * 3600 * 1000) });
    const cohort = await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'Fuzz cohort' }).returning('id').executeTakeFirstOrThrow();
    await api.db.insertInto('access_links').values({ team_id: teamId, cohort_id: cohort.id, value: `fuzz${teamId}`, email_desc: null }).execute();
  }
});

const clip = (text: string, max = 1500) => (text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text);

describe.each(badInputCallers(api))('every /api route, as $name', (caller) => {
  it(`answers ${RUNS} generated bad requests per route with a 4xx in the one error shape, writing nothing`, async () => {
    const fields = clientFieldNames();
    const problems: string[] = [];
    for (const { method, url, bodyLimit = api.config.bodyLimit } of api.app.apiRoutes) {
      // A refusal writes nothing (checked below), so the caller's session and the fingerprint taken
      // after signing in still hold for the next request; anything else starts afresh.
      let ready: { auth: Record<string, string>; before: Fingerprint } | undefined;
      const send = async ({ headers, query, payload }: BadRequest) => {
        const { auth, before } = (ready ??= { auth: await caller.headers(), before: await fingerprint() });
        ready = undefined;
        const res = await api.app.inject({ method, url: `${url}${query}`, headers: { ...headers, ...auth }, ...(payload === undefined ? {} : { payload }) });
        const found = problem(res);
        if (found) throw new Error(found);
        if (res.statusCode < 400) return;
        const written = changes(before, await fingerprint());
        if (written.length) throw new Error(`${res.statusCode} ${clip(res.body, 300)}, yet wrote ${written.join('; ')}`);
        ready = { auth, before };
      };
      const property = fc.asyncProperty(badRequests({ fields, bodyLimit, method }), send);
      const details = await fc.check(property, { numRuns: RUNS, seed: SEED });
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        problems.push(`${method} ${url}: ${clip(error)}\n  FUZZ_SEED=${details.seed}, shrunk ${details.numShrinks} times to ${clip(fc.stringify(details.counterexample), 4000)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 900_000);
});
