import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openPostgres } from '../db/connection';
import { readMigrations, runMigrations } from '../db/migrate';
import { bearer, createLoggedInUser, createUser, login, post } from '../test/helpers';
import { setupInstances } from '../test/instances';
import { describeOnPostgres } from '../test/testDb';

/**
 * Two server instances on one database, each caching what participants read (db/readCache.ts):
 * what one instance changes holds on the other at once. On PostgreSQL each instance has its own
 * pool and its own change feed; on PGlite they share the one connection (and so prove less).
 */
const instances = setupInstances(2);
const ROUNDS = 30;

const me = (i: number, headers: Record<string, string>) => post(instances.apps[i], '/api/me', { headers });

it(`refuses on the other instance a session signed out on one, ${ROUNDS} times in a row`, async () => {
  const [a] = instances.apps;
  for (let round = 0; round < ROUNDS; round += 1) {
    const user = await createLoggedInUser(instances.database.db, a);
    // Both instances have the session in their caches now.
    expect((await me(0, user.headers)).statusCode).toBe(200);
    expect((await me(1, user.headers)).statusCode).toBe(200);
    expect((await post(a, '/api/logout', { headers: user.headers })).statusCode).toBe(200);
    expect((await me(1, user.headers)).statusCode).toBe(401);
    expect((await me(0, user.headers)).statusCode).toBe(401);
  }
});

it('refuses every session of a user on both instances once the password changes on one', async () => {
  const [a, b] = instances.apps;
  const { email, password } = await createUser(instances.database.db);
  const onA = bearer(await login(a, email, password));
  const onB = bearer(await login(b, email, password));
  expect((await me(1, onA)).statusCode).toBe(200);
  expect((await me(0, onB)).statusCode).toBe(200);
  const changed = await post(b, '/api/update-password', { headers: { ...onB, UserPassword: 'a-new-password-9', CurrentPassword: password } });
  expect(changed.statusCode).toBe(200);
  for (const [i, headers] of [[0, onA], [1, onA], [0, onB], [1, onB]] as const) expect((await me(i, headers)).statusCode).toBe(401);
  const fresh = bearer(changed.json().access_token);
  expect((await me(0, fresh)).statusCode).toBe(200);
});

it('shows on one instance what an admin changed on the other, with no wait', async () => {
  const [a] = instances.apps;
  const { db } = instances.database;
  const admin = await createLoggedInUser(db, a, { admin: true });
  for (let round = 0; round < 10; round += 1) {
    const user = await createLoggedInUser(db, a, { name: `Before ${round}` });
    expect((await me(1, user.headers)).json().name).toBe(`Before ${round}`);
    const edited = await post(a, '/api/edit-user', {
      headers: { ...admin.headers, UserID: String(user.user.id), UserName: `After ${round}`, UserEmail: user.email, UserAdmin: 'false', UserTeamLeader: 'false' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await me(1, user.headers)).json().name).toBe(`After ${round}`);
  }
});

// Two pools on one empty schema: PGlite is one process, so there is nothing to race.
describeOnPostgres('migrations', ({ url }) => {
  it('applies each migration once when two instances start at the same moment', async () => {
    const schema = `race_${randomBytes(5).toString('hex')}`;
    const [first, second] = [openPostgres({ connectionString: url, searchPath: schema }).db, openPostgres({ connectionString: url, searchPath: schema }).db];
    try {
      await sql.raw(`create schema ${schema}`).execute(first);
      const applied = await Promise.all([runMigrations({ db: first }), runMigrations({ db: second })]);
      const versions = readMigrations().map((m) => m.version);
      expect(applied.flat().sort()).toEqual(versions);
      expect(applied.some((list) => list.length === 0)).toBe(true);
      const rows = await first.selectFrom('schema_migrations').select('version').execute();
      expect(rows.map((r) => r.version).sort()).toEqual(versions);
    } finally {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(first);
      await Promise.all([first.destroy(), second.destroy()]);
    }
  });
});
