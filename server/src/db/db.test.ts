import { sql } from 'kysely';
import { buildApp } from '../app';
import { verifyPassword } from '../features/auth/passwords';
import { createTestDatabase, type TestDatabase } from '../test/testDb';
import { testConfig } from '../test/helpers';
import { ensurePlatform } from './bootstrap';
import { readMigrations, runMigrations } from './migrate';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

describe('migrations', () => {
  it('are recorded and applying them again changes nothing', async () => {
    const versions = (await t.db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version);
    expect(versions).toEqual(readMigrations().map((m) => m.version));
    expect(await runMigrations({ db: t.db })).toEqual([]);
  });

  it('apply a new migration once, even when two runs race', async () => {
    const extra = [...readMigrations(), { version: '999_test', sql: 'create table test_extra (id int); insert into test_extra values (1);' }];
    const results = await Promise.all([runMigrations({ db: t.db, migrations: extra }), runMigrations({ db: t.db, migrations: extra })]);
    expect(results.flat()).toEqual(['999_test']);
    const rows = await sql<{ n: number }>`select count(*)::int as n from test_extra`.execute(t.db);
    expect(rows.rows[0].n).toBe(1);
  });

});

describe('first start', () => {
  it('creates team 1 and an admin with a generated password printed once, and is idempotent', async () => {
    const lines: string[] = [];
    const config = testConfig({ ADMIN_EMAIL: 'Boss@Example.com' });
    expect(await ensurePlatform({ db: t.db, config, print: (l) => lines.push(l) })).toEqual({ adminCreated: true });
    expect(await ensurePlatform({ db: t.db, config, print: (l) => lines.push(l) })).toEqual({ adminCreated: false });
    expect(lines).toHaveLength(1);
    const password = /Generated password.*: (\S+)/.exec(lines[0])?.[1] as string;
    const team = await t.db.selectFrom('teams').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(team).toMatchObject({ name: 'Platform', is_platform: true });
    const admin = await t.db.selectFrom('users').selectAll().where('email', '=', 'boss@example.com').executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ admin: true, team_id: 1, first_login: true });
    expect(await verifyPassword(password, admin.password_hash)).toBe(true);
    // The sequence moved past the explicit id 1.
    const next = await t.db.insertInto('teams').values({ name: 'Next' }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(1);
  });

  it('uses ADMIN_PASSWORD when set, prints nothing, and asks for no password change', async () => {
    const lines: string[] = [];
    const config = testConfig({ ADMIN_EMAIL: 'set@example.com', ADMIN_PASSWORD: 'given-password-1' });
    await ensurePlatform({ db: t.db, config, print: (l) => lines.push(l) });
    const admin = await t.db.selectFrom('users').selectAll().where('email', '=', 'set@example.com').executeTakeFirstOrThrow();
    expect(lines).toEqual([]);
    expect(admin.first_login).toBe(false);
    expect(await verifyPassword('given-password-1', admin.password_hash)).toBe(true);
  });
});

describe('schema', () => {
  it('refuse overselling at the database level too', async () => {
    const team = await t.db.insertInto('teams').values({ name: 'Cap' }).returning('id').executeTakeFirstOrThrow();
    const cls = await t.db.insertInto('classes').values({ team_id: team.id, name: 'c', capacity: 1, num_students: 1 }).returning('id').executeTakeFirstOrThrow();
    await expect(t.db.updateTable('classes').set({ num_students: 2 }).where('id', '=', cls.id).execute()).rejects.toThrow();
  });
});

describe('GET /api/health and /api/ready', () => {
  const failing = () =>
    new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'getExecutor') return () => { throw new Error('connection refused'); };
        return Reflect.get(target, prop, receiver);
      },
    });

  it('answer 200 while the database answers and the migrations are applied', async () => {
    const app = await buildApp({ config: testConfig(), db: t.db, logger: false });
    for (const url of ['/api/health', '/api/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    await app.close();
  });

  it('ready answers 503 in the error shape when the database fails; health, about the process only, 200', async () => {
    const app = await buildApp({ config: testConfig(), db: failing(), logger: false });
    const ready = await app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'es' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'UNAVAILABLE', message: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos instantes.' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('ready answers 503 while the process drains', async () => {
    const lifecycle = { draining: false };
    const app = await buildApp({ config: testConfig(), db: t.db, logger: false, lifecycle });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    lifecycle.draining = true;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('ready answers 503 while a migration this code expects is missing', async () => {
    const app = await buildApp({ config: testConfig(), db: t.db, logger: false });
    const { version } = readMigrations().at(-1)!;
    await t.db.deleteFrom('schema_migrations').where('version', '=', version).execute();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      await t.db.insertInto('schema_migrations').values({ version }).execute();
    }
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await app.close();
  });
});
