import { post, setupApiTest, uniqueEmail } from '../../test/helpers';

const api = setupApiTest({ admin: false });
let teamId: number;
let classId: number;

beforeAll(async () => {
  const team = await api.db
    .insertInto('teams')
    .values({ name: 'Acme', email_domains: JSON.stringify(['@acme.org']), language: 'SPA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  teamId = team.id;
  const cls = await api.db.insertInto('classes').values({ team_id: teamId, name: 'Design 101', capacity: 25 }).returning('id').executeTakeFirstOrThrow();
  classId = cls.id;
  const cohort = await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'Spring' }).returning('id').executeTakeFirstOrThrow();
  await api.db.insertInto('access_links').values([
    { team_id: teamId, cohort_id: cohort.id, value: 'acme-spring', email_desc: null },
    { team_id: teamId, cohort_id: null, value: 'acme-any', email_desc: '@example.org' },
  ]).execute();
});

const countUsers = async () => Number((await api.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/register', () => {
  it('creates a platform-team user and returns a working session', async () => {
    const email = uniqueEmail();
    const res = await post(api.app, '/api/register', { payload: { email, password: 'password-1', name: 'Ana' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email, admin: false, team_id: 1, conflict: false, language: 'ENG', user_id: expect.any(Number) });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    const me = await post(api.app, '/api/me', { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json()).toMatchObject({ email, name: 'Ana', team_id: 1 });
  });

  it('answers 409 CONFLICT for a duplicate email in any case, writing nothing', async () => {
    const email = uniqueEmail();
    await post(api.app, '/api/register', { payload: { email, password: 'password-1', name: 'First' } });
    const before = await countUsers();
    const seatsBefore = (await api.db.selectFrom('classes').select('num_students').where('id', '=', classId).executeTakeFirstOrThrow()).num_students;
    const res = await post(api.app, '/api/register', {
      payload: { email: email.toUpperCase(), password: 'password-2', name: 'Second', classID: classId, teamID: teamId },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', conflict: true, message: expect.stringContaining('already an account') });
    expect(await countUsers()).toBe(before);
    const seatsAfter = (await api.db.selectFrom('classes').select('num_students').where('id', '=', classId).executeTakeFirstOrThrow()).num_students;
    expect(seatsAfter).toBe(seatsBefore);
  });

  it('validates every field at once with the dictionary texts', async () => {
    const before = await countUsers();
    const res = await post(api.app, '/api/register', { payload: { email: 'not-an-email', password: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION',
      message: 'Please enter your name.',
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email.',
        password: "Please enter a password that's at least 8 characters.",
      },
    });
    expect(await countUsers()).toBe(before);
  });

  it('rejects wrong types and control characters', async () => {
    // A line break passes the body check (free text may hold one) and fails the name's own rule.
    const res = await post(api.app, '/api/register', { payload: { email: { $ne: 1 }, password: ['x'], name: 'a\nb' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password']);
    // NUL never reaches a schema: PostgreSQL cannot store it, so every body is refused with it.
    const nul = await post(api.app, '/api/register', { payload: { email: 'a@b.co', password: 'password-1', name: 'a\u0000b' } });
    expect([nul.statusCode, nul.json().error, nul.json().field]).toEqual([400, 'BAD_REQUEST', 'name']);
  });

  it('keeps Korean names intact', async () => {
    const email = uniqueEmail();
    const res = await post(api.app, '/api/register', { payload: { email, password: 'password-1', name: '김민수' } });
    expect(res.statusCode).toBe(200);
    const user = await api.db.selectFrom('users').select('name').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.name).toBe('김민수');
  });

  it('joins the class and its team, in the language picked before signing up', async () => {
    const email = uniqueEmail();
    const res = await post(api.app, '/api/register', {
      payload: { email, password: 'password-1', name: 'Bo', classID: String(classId), teamID: teamId },
      headers: { cookie: 'lang=KOR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ team_id: teamId, language: 'KOR' });
    const user = await api.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.class_id).toBe(classId);
  });

  it('refuses a class of another team, a closed class, or half a class link', async () => {
    const closed = await api.db.insertInto('classes').values({ team_id: teamId, name: 'Closed', accepting: false }).returning('id').executeTakeFirstOrThrow();
    const register = (payload: object) => post(api.app, '/api/register', { payload: { email: uniqueEmail(), password: 'password-1', name: 'X', ...payload } });
    for (const payload of [{ classID: classId, teamID: 1 }, { classID: classId }, { teamID: teamId }]) {
      const res = await register(payload);
      expect([res.statusCode, res.json().error]).toEqual([400, 'INVALID_CLASS']);
    }
    const late = await register({ classID: closed.id, teamID: teamId });
    expect([late.statusCode, late.json().error]).toEqual([409, 'CLASS_CLOSED']);
    const bad = await post(api.app, '/api/register', { payload: { email: uniqueEmail(), password: 'password-1', name: 'X', classID: 'abc', teamID: teamId } });
    expect(bad.statusCode).toBe(400);
  });

  it('never oversells a class, even under concurrent registrations', async () => {
    const cls = await api.db.insertInto('classes').values({ team_id: teamId, name: 'Tiny', capacity: 3 }).returning('id').executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(api.app, '/api/register', { payload: { email: uniqueEmail('race'), password: 'password-1', name: 'R', classID: cls.id, teamID: teamId } }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error === 'CLASS_FULL')).toBe(true);
    const row = await api.db.selectFrom('classes').select('num_students').where('id', '=', cls.id).executeTakeFirstOrThrow();
    expect(row.num_students).toBe(3);
    const members = await api.db.selectFrom('users').select('id').where('class_id', '=', cls.id).execute();
    expect(members).toHaveLength(3);
  });
});

describe('POST /api/register-with-token', () => {
  it('joins the link team and cohort when the email has the team domain', async () => {
    const email = `${Date.now()}@acme.org`;
    const res = await post(api.app, '/api/register-with-token', { payload: { email, password: 'password-1', name: 'Cy', token: 'acme-spring' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ team_id: teamId, conflict: false, language: 'SPA' });
    const user = await api.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.cohort_id).not.toBeNull();
  });

  it('requires the link email description', async () => {
    const res = await post(api.app, '/api/register-with-token', { payload: { email: 'x@other.com', password: 'password-1', name: 'Cy', token: 'acme-any' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', errors: { email: 'Please enter your @example.org email.' } });
    const noName = await post(api.app, '/api/register-with-token', { payload: { email: uniqueEmail(), password: 'password-1', token: 'acme-any' } });
    expect(noName.json().errors).toEqual({ name: 'Please enter your full name.' });
    // SPEC.md section 5: in token mode a missing or malformed email gets the domain message too.
    const badEmail = await post(api.app, '/api/register-with-token', { payload: { email: 'nope', password: 'password-1', name: 'Cy', token: 'acme-any' } });
    expect(badEmail.json().errors).toEqual({ email: 'Please enter your @example.org email.' });
  });

  it('answers 404 INVALID_ACCESS_TOKEN with the support address for an unknown link', async () => {
    const res = await post(api.app, '/api/register-with-token', { payload: { email: uniqueEmail(), password: 'password-1', name: 'Cy', token: 'nope' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'INVALID_ACCESS_TOKEN', message: expect.stringContaining('help@portal.test') });
  });
});

describe('POST /api/team-access-token and /api/verify-class', () => {
  it('describes a link from the Token header or the body', async () => {
    expect((await post(api.app, '/api/team-access-token', { headers: { token: 'acme-spring' } })).json()).toEqual({ valid: true, emailDesc: '@acme.org' });
    expect((await post(api.app, '/api/team-access-token', { payload: { Token: 'acme-any' } })).json()).toEqual({ valid: true, emailDesc: '@example.org' });
    const unknown = await post(api.app, '/api/team-access-token', { headers: { token: 'missing' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { valid: false, emailDesc: '' }]);
  });

  it('verifies a class of the team', async () => {
    const ok = await post(api.app, '/api/verify-class', { headers: { teamid: String(teamId), classid: String(classId) } });
    expect(ok.json()).toEqual({ valid: true, className: 'Design 101' });
    const wrong = await post(api.app, '/api/verify-class', { headers: { teamid: '1', classid: String(classId) } });
    expect(wrong.json()).toEqual({ valid: false, className: '' });
    const malformed = await post(api.app, '/api/verify-class', { headers: { teamid: 'x', classid: '1' } });
    expect(malformed.statusCode).toBe(400);
  });
});
