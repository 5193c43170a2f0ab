import { createLoggedInUser, post, setupApiTest, testApp } from '../../test/helpers';
import { cohortsTeam, finishTeam } from '../../test/participants';
import { scheduledRuns } from '../../scheduledRuns';
import { runDueActions } from './runDueActions';

const api = setupApiTest({ participant: true });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const silent = { warn: () => undefined } as never;
const runs = () => scheduledRuns(api.config);
const makeDue = (id: number) => api.db.updateTable('scheduled_actions').set({ run_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
const planOf = (id: number) => api.db.selectFrom('scheduled_actions').select(['status', 'outcome']).where('id', '=', id).executeTakeFirstOrThrow();

describe('scheduling a call with header At', () => {
  it('stores it instead of running it, lists it, and carries it out once when due', async () => {
    const { teamId, spring, alice, carol } = await cohortsTeam(api.db);
    await finishTeam(api.db, teamId);
    const at = inAnHour();
    const res = await post(api.app, '/api/activate-results-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(spring), At: at } });
    expect(res.statusCode).toBe(200);
    const { id, msg } = res.json();
    expect(msg).toMatch(/^Scheduled for .+ UTC\.$/);
    expect((await api.db.selectFrom('users').select('results_active').where('id', '=', alice.id).executeTakeFirstOrThrow()).results_active).toBe(false);

    const listed = await post(api.app, '/api/scheduled', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
    expect(listed.json()).toEqual({
      scheduled: [{ id, action: 'activate-results-by-team-cohort', at: new Date(at).toISOString(), cohort_id: spring, cohort: 'Spring', questionnaire: null, users: null, created_by: api.admin.email }],
    });

    expect(await runDueActions({ db: api.db, runs: runs(), log: silent })).toBe(0);
    await makeDue(id);
    expect(await runDueActions({ db: api.db, runs: runs(), log: silent })).toBe(1);
    expect(await runDueActions({ db: api.db, runs: runs(), log: silent })).toBe(0);
    expect(await planOf(id)).toEqual({ status: 'done', outcome: { users: 2, emails: 0, finished: 2, waiting: 0 } });
    expect((await api.db.selectFrom('users').select('results_active').where('id', '=', alice.id).executeTakeFirstOrThrow()).results_active).toBe(true);
    expect((await api.db.selectFrom('users').select('results_active').where('id', '=', carol.id).executeTakeFirstOrThrow()).results_active).toBe(false);
    expect((await post(api.app, '/api/scheduled', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json()).toEqual({ scheduled: [] });
  });

  it('schedules reminders and undo the same way', async () => {
    const { teamId } = await cohortsTeam(api.db);
    const reminder = await post(api.app, '/api/send-reminders', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', Questionnaire: 'assessment', At: inAnHour() } });
    const undo = await post(api.app, '/api/deactivate-assessment-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', At: inAnHour() } });
    expect([reminder.statusCode, undo.statusCode]).toEqual([200, 200]);
    const listed = (await post(api.app, '/api/scheduled', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json().scheduled;
    expect(listed.map((p: { action: string; questionnaire: string | null }) => [p.action, p.questionnaire])).toEqual([
      ['send-reminders', 'assessment'],
      ['deactivate-assessment-by-team-cohort', null],
    ]);
    for (const plan of listed) await makeDue(plan.id);
    expect(await runDueActions({ db: api.db, runs: runs(), log: silent })).toBe(2);
    expect(await planOf(reminder.json().id)).toEqual({ status: 'done', outcome: { sent: 0, alreadyReminded: 0 } });
  });

  it("plans Activate Results for chosen users per team, and leaves out one who moved away before it ran", async () => {
    const { teamId, alice, carol, dave } = await cohortsTeam(api.db);
    const far = await cohortsTeam(api.db);
    await finishTeam(api.db, teamId);
    await finishTeam(api.db, far.teamId);
    const res = await post(api.app, '/api/activate-results-for-team', {
      headers: { ...api.admin.headers, At: inAnHour() },
      payload: { UserIDs: [alice.id, carol.id, far.bob.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: expect.stringMatching(/^Scheduled for /), id: expect.any(Number) });
    const listed = (await post(api.app, '/api/scheduled', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json().scheduled;
    expect(listed).toEqual([expect.objectContaining({ id: res.json().id, action: 'activate-results-for-team', cohort_id: null, users: 2 })]);
    const elsewhere = (await post(api.app, '/api/scheduled', { headers: { ...api.admin.headers, TeamID: String(far.teamId) } })).json().scheduled;
    expect(elsewhere).toEqual([expect.objectContaining({ action: 'activate-results-for-team', users: 1 })]);

    await api.db.updateTable('users').set({ team_id: far.teamId }).where('id', '=', carol.id).execute();
    for (const plan of [...listed, ...elsewhere]) await makeDue(plan.id);
    expect(await runDueActions({ db: api.db, runs: runs(), log: silent })).toBe(2);
    expect(await planOf(res.json().id)).toEqual({ status: 'done', outcome: { users: 1, finished: 1, waiting: 0 } });
    const active = await api.db.selectFrom('users').select(['id', 'results_active']).where('id', 'in', [alice.id, carol.id, far.bob.id, dave.id]).orderBy('id').execute();
    expect(Object.fromEntries(active.map((u) => [u.id, u.results_active]))).toEqual({ [alice.id]: true, [carol.id]: false, [far.bob.id]: true, [dave.id]: false });
  });

  it('leaves a plan due when the database cancels it for a deadlock, and runs it at the next try', async () => {
    const { teamId } = await cohortsTeam(api.db);
    const { id } = (await post(api.app, '/api/activate-results-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', At: inAnHour() } })).json();
    await makeDue(id);
    let tries = 0;
    const unlucky = {
      'activate-results-by-team-cohort': async () => {
        tries += 1;
        if (tries === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        return { users: 0 };
      },
    };
    const warned: unknown[] = [];
    expect(await runDueActions({ db: api.db, runs: unlucky, log: { warn: (...args: unknown[]) => warned.push(args) } as never })).toBe(1);
    expect(tries).toBe(2);
    expect(warned).toHaveLength(1);
    expect(await planOf(id)).toEqual({ status: 'done', outcome: { users: 0 } });
  });

  it('cancels a pending plan once, and never runs it', async () => {
    const { teamId } = await cohortsTeam(api.db);
    const { id } = (await post(api.app, '/api/activate-assessment-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', At: inAnHour() } })).json();
    const cancel = () => post(api.app, '/api/cancel-scheduled', { headers: { ...api.admin.headers, ID: String(id) } });
    expect((await cancel()).json()).toEqual({ msg: 'The scheduled action is cancelled.' });
    const again = await cancel();
    expect([again.statusCode, again.json().error]).toEqual([409, 'SCHEDULE_NOT_PENDING']);
    await makeDue(id);
    expect(await runDueActions({ db: api.db, runs: runs(), log: silent })).toBe(0);
    expect((await planOf(id)).status).toBe('cancelled');
  });

  it('fails, and says why, a plan whose creator may no longer take it', async () => {
    const { teamId } = await cohortsTeam(api.db);
    const leader = await createLoggedInUser(api.db, api.app, { teamId });
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
    const { id } = (await post(api.app, '/api/activate-results-by-team-cohort', { headers: { ...leader.headers, TeamID: String(teamId), CohortId: '-1', At: inAnHour() } })).json();
    await api.db.deleteFrom('team_leaders').where('user_id', '=', leader.user.id).execute();
    await makeDue(id);
    await runDueActions({ db: api.db, runs: runs(), log: silent });
    expect(await planOf(id)).toEqual({ status: 'failed', outcome: { error: 'FORBIDDEN' } });
  });

  it('lets only the team managers list and cancel, and refuses bad ids', async () => {
    const { teamId } = await cohortsTeam(api.db);
    const other = (await api.db.insertInto('teams').values({ name: 'Far' }).returning('id').executeTakeFirstOrThrow()).id;
    const outsider = await createLoggedInUser(api.db, api.app, { teamId: other });
    await api.db.insertInto('team_leaders').values({ user_id: outsider.user.id, team_id: other }).execute();
    const { id } = (await post(api.app, '/api/activate-results-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', At: inAnHour() } })).json();
    expect((await post(api.app, '/api/scheduled', { headers: { ...outsider.headers, TeamID: String(teamId) } })).statusCode).toBe(403);
    expect((await post(api.app, '/api/cancel-scheduled', { headers: { ...outsider.headers, ID: String(id) } })).statusCode).toBe(403);
    expect((await post(api.app, '/api/cancel-scheduled', { headers: { ...api.participant.headers, ID: String(id) } })).statusCode).toBe(403);
    expect((await post(api.app, '/api/cancel-scheduled', { headers: { ...api.admin.headers, ID: '999999' } })).statusCode).toBe(404);
    for (const bad of ['', 'x', '-3']) expect((await post(api.app, '/api/cancel-scheduled', { headers: { ...api.admin.headers, ID: bad } })).statusCode).toBe(400);
    expect((await post(api.app, '/api/scheduled', { headers: api.admin.headers })).statusCode).toBe(400);
    expect((await planOf(id)).status).toBe('pending');
  });

  it('is carried out by a server started later, as after a restart', async () => {
    const { teamId, alice } = await cohortsTeam(api.db);
    await finishTeam(api.db, teamId);
    const { id } = (await post(api.app, '/api/activate-results-by-team-cohort', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', At: inAnHour() } })).json();
    await makeDue(id);
    const { app } = await testApp({ db: api.db, env: { SCHEDULER_POLL_MS: '20' } });
    try {
      for (let i = 0; i < 100 && (await planOf(id)).status === 'pending'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await app.close();
    }
    expect((await planOf(id)).status).toBe('done');
    expect((await api.db.selectFrom('users').select('results_active').where('id', '=', alice.id).executeTakeFirstOrThrow()).results_active).toBe(true);
  });
});
