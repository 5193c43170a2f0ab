import { createLoggedInUser, createUser, post, setupApiTest, type LoggedInUser } from '../../test/helpers';

const api = setupApiTest({ participant: true });
let teamA: number;
let teamB: number;
let leaderA: LoggedInUser;

beforeAll(async () => {
  const team = (name: string) => api.db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
  teamA = (await team('Acme')).id;
  teamB = (await team('Other')).id;
  leaderA = await createLoggedInUser(api.db, api.app, { teamId: teamA });
  await api.db.insertInto('team_leaders').values({ user_id: leaderA.user.id, team_id: teamA }).execute();
});

const send = (headers: Record<string, string>, UserIDs: unknown) => post(api.app, '/api/reset-send-welcomes', { headers, payload: { UserIDs } });
const mailTo = (email: string) => api.db.selectFrom('email_jobs').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();
/** The set-password link's token, from the queued email's secrets, which the worker puts in the message it sends. */
const linkIn = (job: { secrets: Record<string, string> | null }) => (job.secrets?.link.match(/^http:\/\/portal\.test\/reset\?c=(\S+)$/) ?? [])[1];

describe('POST /api/reset-send-welcomes', () => {
  it('queues a welcome in each user’s language whose link sets their password; only the newest link works', async () => {
    const ana = await createUser(api.db, { teamId: teamA, name: 'Ana', language: 'SPA' });
    const minsu = await createUser(api.db, { teamId: teamA, name: '민수', language: 'KOR' });
    const first = await send(api.admin.headers, [ana.user.id, minsu.user.id, ana.user.id]);
    expect([first.statusCode, first.json()]).toEqual([200, { msg: 'Success! Welcome emails have been sent.', sent: 2, skipped: 0 }]);
    const [spanish] = await mailTo(ana.email);
    expect(spanish.subject).toBe('Le damos la bienvenida al Portal de Innovación');
    expect(spanish.body).toContain(`(${ana.email})`);
    expect(spanish.body).toContain('7 días');
    expect((await mailTo(minsu.email))[0].subject).toBe('혁신 포털에 오신 것을 환영합니다');
    const oldLink = linkIn(spanish);

    await send(leaderA.headers, [ana.user.id]);
    const newLink = linkIn((await mailTo(ana.email))[0]);
    expect(newLink).not.toBe(oldLink);
    const stale = await post(api.app, '/api/update-password', { headers: { authorization: `Bearer ${decodeURIComponent(oldLink)}`, UserPassword: 'my-own-password' } });
    expect(stale.statusCode).toBeGreaterThanOrEqual(400);
    const used = await post(api.app, '/api/update-password', { headers: { authorization: `Bearer ${decodeURIComponent(newLink)}`, UserPassword: 'my-own-password' } });
    expect(used.statusCode).toBe(200);
    expect((await post(api.app, '/api/login', { payload: { email: ana.email, password: 'my-own-password' } })).json().first_login).toBe(false);
  });

  it('skips anonymous users, who have no mailbox', async () => {
    const { credentials } = (await post(api.app, '/api/generate-anonymous', { headers: { ...api.admin.headers, NumUsers: '2', TeamID: String(teamA) } })).json();
    const ids = (await api.db.selectFrom('users').select('id').where('email', 'in', credentials.map((c: { email: string }) => c.email)).execute()).map((r) => r.id);
    const onlyAnonymous = await send(api.admin.headers, ids);
    expect(onlyAnonymous.json()).toEqual({ msg: 'No welcome emails were sent: anonymous users have no email address.', sent: 0, skipped: 2 });
    const real = await createUser(api.db, { teamId: teamA });
    const mixed = await send(api.admin.headers, [...ids, real.user.id]);
    expect(mixed.json()).toEqual({
      msg: 'Success! Welcome emails have been sent. 2 anonymous users were skipped: they have no email address.',
      sent: 1,
      skipped: 2,
    });
    expect(await mailTo(credentials[0].email)).toEqual([]);
  });

  it('refuses users outside the caller’s teams, unknown users and bad input, sending nothing', async () => {
    const inA = await createUser(api.db, { teamId: teamA });
    const inB = await createUser(api.db, { teamId: teamB });
    const cases: [Record<string, string>, unknown, number][] = [
      [leaderA.headers, [inA.user.id, inB.user.id], 403],
      [api.participant.headers, [inA.user.id], 403],
      [{}, [inA.user.id], 401],
      [api.admin.headers, [inA.user.id, 999_999], 404],
      [api.admin.headers, [], 400],
      [api.admin.headers, 'all', 400],
      [api.admin.headers, [{ id: 1 }], 400],
    ];
    for (const [headers, ids, status] of cases) {
      const res = await send(headers, ids);
      expect([ids, res.statusCode, typeof res.json().message]).toEqual([ids, status, 'string']);
    }
    expect(await mailTo(inA.email)).toEqual([]);
    expect(await mailTo(inB.email)).toEqual([]);
  });
});
