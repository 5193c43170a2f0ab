import type { FastifyInstance } from 'fastify';
import { bearer, bootstrap, createUser, login, post, testApp, uniqueEmail } from '../../test/helpers';
import { createTestDatabase, type TestDatabase } from '../../test/testDb';

let t: TestDatabase;
let app: FastifyInstance;
let adminToken: string;
let participantToken: string;
let otherTeamId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  const built = await testApp({ db: t.db });
  app = built.app;
  await bootstrap(t.db, built.config);
  const admin = await createUser(t.db, { admin: true });
  adminToken = await login(app, admin.email, admin.password);
  const participant = await createUser(t.db);
  participantToken = await login(app, participant.email, participant.password);
  otherTeamId = (await t.db.insertInto('teams').values({ name: 'Acme', language: 'KOR' }).returning('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(async () => {
  await app.close();
  await t.close();
});

const addUserHeaders = (over: Record<string, string> = {}) => ({
  Email: uniqueEmail('added'),
  Password: 'Abc123defg',
  Name: encodeURIComponent('김민수'),
  TeamLeader: 'false',
  Admin: 'false',
  TeamID: String(otherTeamId),
  ...over,
});

describe('POST /api/add-user', () => {
  it('creates a user who must pick a password at first login, in the team language', async () => {
    const headers = addUserHeaders({ TeamLeader: 'true' });
    const res = await post(app, '/api/add-user', { headers: { ...bearer(adminToken), ...headers } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'User added.' });
    const loginRes = await post(app, '/api/login', { payload: { email: headers.Email, password: 'Abc123defg' } });
    expect(loginRes.json()).toMatchObject({ first_login: true, team_id: otherTeamId, admin: false, language: 'KOR' });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '김민수', team_leader: true });
  });

  it('lets only the platform team have website admins', async () => {
    const denied = await post(app, '/api/add-user', { headers: { ...bearer(adminToken), ...addUserHeaders({ Admin: 'true' }) } });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().error).toBe('ADMIN_PLATFORM_ONLY');
    const allowed = await post(app, '/api/add-user', { headers: { ...bearer(adminToken), ...addUserHeaders({ Admin: 'true', TeamID: '1' }) } });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses participants and visitors', async () => {
    expect((await post(app, '/api/add-user', { headers: { ...bearer(participantToken), ...addUserHeaders() } })).statusCode).toBe(403);
    expect((await post(app, '/api/add-user', { headers: addUserHeaders() })).statusCode).toBe(401);
  });

  it('answers bad input with 4xx and writes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Record<string, string>, number, string][] = [
      [{ Email: 'not-an-email' }, 400, 'VALIDATION'],
      [{ Password: 'short' }, 400, 'VALIDATION'],
      [{ Name: '' }, 400, 'VALIDATION'],
      [{ TeamID: 'abc' }, 400, 'BAD_REQUEST'],
      [{ TeamID: '99999' }, 404, 'NOT_FOUND'],
      [{ Admin: 'maybe' }, 400, 'BAD_REQUEST'],
      [{ Name: '%E0%A4%A' }, 400, 'BAD_REQUEST'],
    ];
    for (const [over, status, code] of cases) {
      const res = await post(app, '/api/add-user', { headers: { ...bearer(adminToken), ...addUserHeaders(over) } });
      expect([over, res.statusCode, res.json().error]).toEqual([over, status, code]);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const existing = addUserHeaders();
    await post(app, '/api/add-user', { headers: { ...bearer(adminToken), ...existing } });
    const dup = await post(app, '/api/add-user', { headers: { ...bearer(adminToken), ...existing, Email: existing.Email.toUpperCase() } });
    expect(dup.statusCode).toBe(409);
    expect(await count()).toBe(before + 1);
  });
});
