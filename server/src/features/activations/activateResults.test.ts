import { bearer, createUser, login, post, setupApiTest } from '../../test/helpers';

const api = setupApiTest();

describe('POST /api/activate-results-for-team', () => {
  it('activates results for real users only, all or nothing', async () => {
    const a = await createUser(api.db);
    const b = await createUser(api.db);
    await api.db.updateTable('users').set({ finished_assessment: true }).where('id', 'in', [a.user.id, b.user.id]).execute();
    const res = await post(api.app, '/api/activate-results-for-team', { headers: api.admin.headers, payload: { UserIDs: [a.user.id, b.user.id, a.user.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Results activated for 2 users.' });
    const rows = await api.db.selectFrom('users').select('results_active').where('id', 'in', [a.user.id, b.user.id]).execute();
    expect(rows.every((r) => r.results_active)).toBe(true);

    const c = await createUser(api.db);
    for (const UserIDs of [[c.user.id, 999999], [], 'all', [0], [1.5], null]) {
      const bad = await post(api.app, '/api/activate-results-for-team', { headers: api.admin.headers, payload: { UserIDs } });
      expect([UserIDs, bad.statusCode]).toEqual([UserIDs, 400]);
    }
    const untouched = await api.db.selectFrom('users').select(['results_active', 'results_activated_at']).where('id', '=', c.user.id).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ results_active: false, results_activated_at: null });
  });

  it('records when results were first opened, as the activation by team and cohort does, and keeps it', async () => {
    const teamId = (await api.db.insertInto('teams').values({ name: 'Results time' }).returning('id').executeTakeFirstOrThrow()).id;
    const a = await createUser(api.db, { teamId });
    const b = await createUser(api.db, { teamId });
    await api.db.updateTable('users').set({ finished_assessment: true }).where('team_id', '=', teamId).execute();
    const when = async (id: number) =>
      (await api.db.selectFrom('users').select(['results_active', 'results_activated_at']).where('id', '=', id).executeTakeFirstOrThrow());
    const before = Date.now();
    expect((await post(api.app, '/api/activate-results-for-team', { headers: api.admin.headers, payload: { UserIDs: [a.user.id] } })).statusCode).toBe(200);
    const first = await when(a.user.id);
    expect(first.results_active).toBe(true);
    expect(first.results_activated_at?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await when(b.user.id)).toEqual({ results_active: false, results_activated_at: null });

    // Neither activation moves the first time; the one by team and cohort reaches b too.
    await new Promise((r) => setTimeout(r, 20));
    await post(api.app, '/api/activate-results-for-team', { headers: api.admin.headers, payload: { UserIDs: [a.user.id] } });
    const byCohort = await post(api.app, '/api/activate-results-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1' } });
    expect(byCohort.statusCode).toBe(200);
    expect(await when(a.user.id)).toEqual(first);
    expect((await when(b.user.id)).results_activated_at?.getTime()).toBeGreaterThan(first.results_activated_at?.getTime() ?? Infinity);

    const portal = await post(api.app, '/api/portal-data', { headers: bearer(await login(api.app, a.email, a.password)) });
    expect(portal.json()).toMatchObject({ resultsActive: true, resultsDatetime: first.results_activated_at?.toISOString() });
  });
});
