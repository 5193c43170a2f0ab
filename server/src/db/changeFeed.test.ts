import { sql } from 'kysely';
import type { Change } from './changeFeed';
import { createReadCache } from './readCache';
import { createTestDatabase, type TestDatabase } from '../test/testDb';
import { bootstrap, createUser, testConfig } from '../test/helpers';

/**
 * The change feed on the test's engine: which tables announce their changes (migration 013), what
 * they send, and the read cache that listens (what it keeps, what it drops, what it never keeps).
 */
let database: TestDatabase;
const heard: Change[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await bootstrap(database.db, testConfig());
  database.changes.subscribe((change) => heard.push(change));
}, 60_000);
afterAll(() => database.close());

/** Tables no cached read depends on, and why. Every other table must announce its changes. */
const SILENT: Record<string, string> = {
  schema_migrations: 'written before the server serves',
  questionnaire_rounds: 'the registry, written by migrations before the server serves',
  auth_attempts: 'throttling reads it from the database each time',
  rate_limits: 'the per-address limit counts in it from the database each time',
  reset_tokens: 'read from the database when a link is used',
  email_jobs: 'the queue; the outbox screen reads it from the database',
  freeform_timers: 'the timed pages read and write it themselves, every few seconds',
  server_secrets: 'read once per process',
  test_checkout_sessions: 'test-mode payment pages read it from the database',
  audit_log: 'read from the database by the audit screen',
  reminders_sent: 'read and written only by the reminder that claims its rows',
  scheduled_actions: 'the scheduler and the Scheduled list read it from the database',
  mfa_recovery_codes: 'read from the database when a code is typed',
  mfa_challenges: 'read from the database when a login gives its code',
  team_sso: 'read from the database by each single sign-on and by the settings call',
  team_sso_domains: 'read from the database when an address asks for single sign-on',
  user_identities: 'read from the database when a provider sends someone back',
  sso_requests: 'read from the database when a provider sends someone back',
  sso_login_codes: 'read from the database when the code is exchanged',
  sso_pending_links: 'read from the database when a password login finishes',
  deletion_requests: 'read from the database by the confirmation link and the admins\' list',
  report_disclosures: 'read from the database by each reading of the cohort report, in its turn',
  certificate_revocations: 'read from the database when certificates are issued',
};

const changesOf = async (fn: () => Promise<unknown>) => {
  await database.changes.settle();
  heard.length = 0;
  await fn();
  await database.changes.settle();
  return heard.splice(0);
};

it('has every table either announce its changes or named here as silent, with a reason', async () => {
  const { rows } = await sql<{ table_name: string; triggered: boolean }>`
    select t.table_name, exists (
      select 1 from information_schema.triggers g
      where g.event_object_table = t.table_name and g.event_object_schema = t.table_schema and g.action_statement like '%notify_changes%'
    ) as triggered
    from information_schema.tables t
    where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(database.db);
  const unannounced = rows.filter((r) => !r.triggered).map((r) => r.table_name).sort();
  expect(unannounced).toEqual(Object.keys(SILENT).sort());
});

it("sends a user's tag when the user changes, and nothing for a rolled-back change", async () => {
  const { user } = await createUser(database.db);
  expect(await changesOf(() => database.db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', user.id).execute())).toEqual([[`u:${user.id}`]]);
  const rolledBack = await changesOf(() =>
    database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'Never' }).where('id', '=', user.id).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined),
  );
  expect(rolledBack).toEqual([]);
});

it('sends nothing when a session is only used, and its user when it is revoked', async () => {
  const { user } = await createUser(database.db);
  await database.db.insertInto('sessions').values({ token_hash: `h-${user.id}`, user_id: user.id, expires_at: new Date(Date.now() + 60_000) }).execute();
  const touch = () => database.db.updateTable('sessions').set({ last_used_at: new Date() }).where('token_hash', '=', `h-${user.id}`).execute();
  expect(await changesOf(touch)).toEqual([]);
  const revoke = () => database.db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', `h-${user.id}`).execute();
  expect(await changesOf(revoke)).toEqual([[`u:${user.id}`]]);
});

it("sends a class's and its team's tags, old and new, when a class moves", async () => {
  const [a, b] = await database.db.insertInto('teams').values([{ name: 'Team A' }, { name: 'Team B' }]).returning('id').execute();
  const cls = await database.db.insertInto('classes').values({ name: 'C', team_id: a.id }).returning('id').executeTakeFirstOrThrow();
  const moved = await changesOf(() => database.db.updateTable('classes').set({ team_id: b.id }).where('id', '=', cls.id).execute());
  expect(moved).toEqual([[`c:${cls.id}`, `t:${a.id}`, `t:${b.id}`]]);
});

describe('the read cache', () => {
  const reads = () => createReadCache(database.changes);
  const nameOf = async (id: number) => (await database.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

  it('reads once, keeps the value until its rows change, then reads again', async () => {
    const cache = reads();
    const { user } = await createUser(database.db, { name: 'First' });
    let computed = 0;
    const get = () => cache.get(`name:${user.id}`, async () => ((computed += 1), { value: await nameOf(user.id), tags: [`u:${user.id}`] }));
    expect([await get(), await get(), await get()]).toEqual(['First', 'First', 'First']);
    expect(computed).toBe(1);
    await database.db.updateTable('users').set({ name: 'Second' }).where('id', '=', user.id).execute();
    await database.changes.settle();
    expect(await get()).toBe('Second');
    expect(computed).toBe(2);
  });

  it('does not keep a value whose rows changed while it was being read', async () => {
    const cache = reads();
    const { user } = await createUser(database.db, { name: 'Old' });
    let computed = 0;
    const get = () =>
      cache.get(`race:${user.id}`, async () => {
        computed += 1;
        const value = await nameOf(user.id);
        if (computed === 1) {
          await database.db.updateTable('users').set({ name: 'New' }).where('id', '=', user.id).execute();
          await database.changes.settle();
        }
        return { value, tags: [`u:${user.id}`] };
      });
    expect(await get()).toBe('Old');
    expect(await get()).toBe('New');
    expect(computed).toBe(2);
  });

  it('never keeps a value marked not to be kept, and keeps values frozen', async () => {
    const cache = reads();
    let computed = 0;
    const get = () => cache.get('nothing', async () => ((computed += 1), { value: { found: false }, tags: null }));
    await get();
    await get();
    expect(computed).toBe(2);
    const kept = await cache.get('kept', async () => ({ value: { n: 1 }, tags: ['t:1'] }));
    expect(Object.isFrozen(kept)).toBe(true);
  });
});
