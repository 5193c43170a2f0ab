import { setupApiTest, uniqueEmail } from '../test/helpers';
import { setupCallers } from './authorizationCallers';
import { allowedFor, cases, TABLE } from './authorizationTable';

// Every /api route against the table of callers and targets in authorizationTable.ts.
const api = setupApiTest();
const callers = setupCallers(api);
const { headersOf } = callers;

it('has a row for every /api route, and no row for a route that does not exist', () => {
  const routes = api.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
  expect(routes).toEqual(Object.keys(TABLE).sort());
});

describe.each(Object.entries(TABLE))('%s', (route, row) => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  it.each(cases(row))('as %s, on a %s', async (who, target) => {
    const extra = (await row.request?.(callers.ctx, who, target)) ?? {};
    const res = await api.app.inject({ method, url, ...extra, headers: { ...headersOf(who), ...extra.headers } });
    const error = res.statusCode >= 400 ? (res.json().error as string) : null;
    const expected = allowedFor(row, target).includes(who) ? 'allowed' : who === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
    const outcome = error === 'UNAUTHORIZED' || error === 'FORBIDDEN' ? error : 'allowed';
    expect([who, target, outcome, res.statusCode < 500]).toEqual([who, target, expected, true]);
  });
});

describe('whose data a call is about', () => {
  // The portal names the user it describes; every caller names Target A.
  it.each([
    ['participant', 'own'],
    ['otherParticipant', 'own'],
    ['leader', 'target'],
    ['otherLeader', 'own'],
    ['admin', 'target'],
  ] as const)('viewUser: %s gets the %s portal', async (who, whose) => {
    const res = await api.app.inject({ method: 'POST', url: '/api/portal-data', headers: { ...headersOf(who), UserEmail: callers.ctx.targetA.email } });
    expect(res.json().name).toBe(whose === 'target' ? 'Target A' : 'Test User');
  });

  it.each([
    ['participant', 'own'],
    ['leader', 'own'],
    ['admin', 'target'],
  ] as const)('actForUser: %s answers as the %s account', async (who, whose) => {
    await api.db.updateTable('users').set({ assessment_active: true }).where('id', '=', callers.ctx.targetA.user.id).execute();
    const res = await api.app.inject({ method: 'POST', url: '/api/assessment-active', headers: { ...headersOf(who), UserEmail: callers.ctx.targetA.email } });
    expect(res.json().active).toBe(whose === 'target');
  });

  it.each([
    ['participant', 403],
    ['leader', 200],
    ['otherLeader', 403],
    ['admin', 200],
  ] as const)("viewUser: %s asking for Target A's responses.tsv gets %i", async (who, status) => {
    const res = await api.app.inject({ method: 'POST', url: '/api/responses-tsv', headers: { ...headersOf(who), UserID: String(callers.ctx.targetA.user.id) } });
    expect(res.statusCode).toBe(status);
    const own = await api.app.inject({ method: 'POST', url: '/api/responses-tsv', headers: { ...callers.ctx.targetA.headers, UserID: String(callers.ctx.targetA.user.id) } });
    expect(own.statusCode).toBe(200);
  });

  it.each(['leader', 'admin'] as const)("a leader naming team A's %s reads their own portal and results, not the target's", async (kind) => {
    const target = callers.ctx.targets[kind];
    const portal = await api.app.inject({ method: 'POST', url: '/api/portal-data', headers: { ...headersOf('leader'), UserEmail: target.email } });
    expect(portal.json().name).toBe('Test User');
    const results = await api.app.inject({ method: 'POST', url: '/api/individual-results', headers: { ...headersOf('leader'), UserID: String(target.user.id) } });
    expect(results.json().name).toBe('Test User');
    const admin = await api.app.inject({ method: 'POST', url: '/api/individual-results', headers: { ...headersOf('admin'), UserID: String(target.user.id) } });
    expect(admin.json().name).toBe(`Target ${kind}`);
  });

  it.each([
    ['participant', 200],
    ['leader', 403],
    ['admin', 403],
  ] as const)("viewUser: team A's leader asking for the responses.tsv of its %s gets %i", async (kind, status) => {
    const res = await api.app.inject({ method: 'POST', url: '/api/responses-tsv', headers: { ...headersOf('leader'), UserID: String(callers.ctx.targets[kind].user.id) } });
    expect(res.statusCode).toBe(status);
  });

  it('a leader acts on no account of their own through a management call, and reads their own', async () => {
    const leader = callers.account('leader');
    const self = { UserID: String(leader.user.id) };
    for (const [url, headers] of [
      ['/api/edit-user', { ...self, UserName: 'Me', UserEmail: leader.email }],
      ['/api/edit-user-password', { ...self, UserPassword: 'my-own-choice-1' }],
      ['/api/delete-user', self],
    ] as const) {
      const res = await api.app.inject({ method: 'POST', url, headers: { ...headersOf('leader'), ...headers } });
      expect([url, res.statusCode, res.json().error]).toEqual([url, 403, 'FORBIDDEN']);
    }
    const welcome = await api.app.inject({ method: 'POST', url: '/api/reset-send-welcomes', headers: headersOf('leader'), payload: { UserIDs: [leader.user.id] } });
    expect(welcome.statusCode).toBe(403);
    const own = await api.app.inject({ method: 'POST', url: '/api/responses', headers: { ...headersOf('leader'), ...self } });
    expect(own.statusCode).toBe(200);
  });

  it('a bulk call naming one account the leader may not act on is refused whole, and changes nothing', async () => {
    const ids = [callers.ctx.targets.participant.user.id, callers.ctx.targets.admin.user.id];
    const before = await api.db.selectFrom('email_jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await api.app.inject({ method: 'POST', url: '/api/reset-send-welcomes', headers: headersOf('leader'), payload: { UserIDs: ids } });
    expect([res.statusCode, res.json().error]).toEqual([403, 'FORBIDDEN']);
    const after = await api.db.selectFrom('email_jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a leader may not name a user of a team they do not lead, nor grant flags', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/add-user',
      headers: { ...headersOf('leader'), TeamID: String(callers.ctx.teamA), Email: uniqueEmail('flag'), Name: 'N', Password: 'Abc123defg', TeamLeader: 'true' },
    });
    expect([res.statusCode, res.json().error]).toEqual([403, 'FORBIDDEN']);
    const lists = await api.app.inject({ method: 'POST', url: '/api/teams-by-recency', headers: headersOf('leader') });
    expect(lists.json().teams).toEqual([{ id: callers.ctx.teamA, name: 'Team A' }]);
  });
});
