import { login, post, setupApiTest, uniqueEmail } from '../../test/helpers';

const api = setupApiTest({ participant: true });
let otherTeamId: number;

beforeAll(async () => {
  otherTeamId = (await api.db.insertInto('teams').values({ name: 'Acme', language: 'KOR' }).returning('id').executeTakeFirstOrThrow()).id;
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
    const res = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, ...headers } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'User added.' });
    const loginRes = await post(api.app, '/api/login', { payload: { email: headers.Email, password: 'Abc123defg' } });
    expect(loginRes.json()).toMatchObject({ first_login: true, team_id: otherTeamId, admin: false, language: 'KOR' });
    const row = await api.db.selectFrom('users').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '김민수' });
    const leads = await api.db.selectFrom('team_leaders').select('team_id').where('user_id', '=', row.id).execute();
    expect(leads).toEqual([{ team_id: otherTeamId }]);
  });

  it('lets only the platform team have website admins', async () => {
    const denied = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, ...addUserHeaders({ Admin: 'true' }) } });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().error).toBe('ADMIN_PLATFORM_ONLY');
    const allowed = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, ...addUserHeaders({ Admin: 'true', TeamID: '1' }) } });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses participants and visitors', async () => {
    expect((await post(api.app, '/api/add-user', { headers: { ...api.participant.headers, ...addUserHeaders() } })).statusCode).toBe(403);
    expect((await post(api.app, '/api/add-user', { headers: addUserHeaders() })).statusCode).toBe(401);
  });

  it('answers bad input with 4xx and writes nothing', async () => {
    const count = async () => Number((await api.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Record<string, string>, number, string][] = [
      [{ Email: 'not-an-email' }, 400, 'VALIDATION'],
      [{ Password: 'short' }, 400, 'VALIDATION'],
      [{ Name: '' }, 400, 'VALIDATION'],
      [{ TeamID: 'abc' }, 400, 'VALIDATION'],
      [{ TeamID: '99999' }, 404, 'NOT_FOUND'],
      [{ Admin: 'maybe' }, 400, 'VALIDATION'],
      [{ Name: 'Two%0ALines' }, 400, 'BAD_REQUEST'],
    ];
    for (const [over, status, code] of cases) {
      const res = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, ...addUserHeaders(over) } });
      expect([over, res.statusCode, res.json().error]).toEqual([over, status, code]);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const existing = addUserHeaders();
    await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, ...existing } });
    const dup = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, ...existing, Email: existing.Email.toUpperCase() } });
    expect(dup.statusCode).toBe(409);
    // The admin's answer, as edit-user gives it; not registration's "would you like to log in?".
    expect(dup.json()).toEqual({ error: 'EMAIL_TAKEN', message: 'That email is already used by another account.' });
    expect(await count()).toBe(before + 1);
  });

  it('takes a password with a % in it as sent in a plain header', async () => {
    const headers = addUserHeaders({ TeamID: '1', Password: 'abc%zz12345' });
    const res = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, ...headers } });
    expect(res.statusCode).toBe(200);
    const loginRes = await post(api.app, '/api/login', { payload: { email: headers.Email, password: 'abc%zz12345' } });
    expect(loginRes.statusCode).toBe(200);
  });
});
