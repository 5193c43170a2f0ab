import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { cohortsTeam, finishTeam } from '../../test/participants';

const api = setupApiTest({ participant: true });

const call = (url: string, teamId: number, cohortId: number, extra: { headers?: Record<string, string>; payload?: object } = {}) =>
  post(api.app, url, { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: String(cohortId), ...extra.headers }, payload: extra.payload });

const userRow = (id: number) =>
  api.db.selectFrom('users').select(['assessment_active', 'finished_assessment', 'results_active', 'reassessment_active']).where('id', '=', id).executeTakeFirstOrThrow();

describe('opening the main assessment by team and cohort', () => {
  it('opens it for each user of the cohort who has not finished it, and says how many', async () => {
    const { teamId, spring, alice, bob, carol } = await cohortsTeam(api.db);
    await api.db.updateTable('users').set({ finished_assessment: true }).where('id', '=', bob.id).execute();
    const res = await call('/api/activate-assessment-by-team-cohort', teamId, spring);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Assessment opened for 1 user.' });
    expect((await userRow(alice.id)).assessment_active).toBe(true);
    expect((await userRow(bob.id)).assessment_active).toBe(false);
    expect((await userRow(carol.id)).assessment_active).toBe(false);
    const record = await api.db.selectFrom('audit_log').select(['action', 'team_id']).where('action', '=', 'assessmentOpened').executeTakeFirstOrThrow();
    expect(record).toEqual({ action: 'assessmentOpened', team_id: teamId });
  });

  it('opens it for the chosen users only, and refuses a user of another team or cohort, opening nothing', async () => {
    const { teamId, spring, alice, bob, carol, dave } = await cohortsTeam(api.db);
    const refused = await call('/api/activate-assessment-by-team-cohort', teamId, spring, { payload: { UserIDs: [alice.id, carol.id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'UserIDs', unknown: [carol.id] });
    expect((await userRow(alice.id)).assessment_active).toBe(false);

    const whole = await call('/api/activate-assessment-by-team-cohort', teamId, -1, { payload: { UserIDs: [alice.id, dave.id] } });
    expect(whole.json().msg).toBe('Assessment opened for 2 users.');
    expect([(await userRow(alice.id)).assessment_active, (await userRow(bob.id)).assessment_active, (await userRow(dave.id)).assessment_active]).toEqual([true, false, true]);
  });

  it('refuses malformed user lists', async () => {
    const { teamId } = await cohortsTeam(api.db);
    for (const UserIDs of [[], 'x', [0], ['a'], [1.5]]) {
      const res = await call('/api/activate-assessment-by-team-cohort', teamId, -1, { payload: { UserIDs } });
      expect([UserIDs, res.statusCode, res.json().error]).toEqual([UserIDs, 400, 'VALIDATION']);
    }
  });

  it('lets a user added on the team page start the assessment', async () => {
    const { teamId } = await cohortsTeam(api.db);
    const added = await createLoggedInUser(api.db, api.app, { teamId });
    const before = await post(api.app, '/api/portal-data', { headers: added.headers });
    expect((await call('/api/activate-assessment-by-team-cohort', teamId, -1)).statusCode).toBe(200);
    const after = await post(api.app, '/api/portal-data', { headers: added.headers });
    expect(JSON.stringify(before.json())).not.toEqual(JSON.stringify(after.json()));
    expect((await post(api.app, '/api/questions', { headers: added.headers })).statusCode).toBe(200);
  });
});

describe('activating results with Notify', () => {
  it('emails each person reached that their results are ready, in their language, and says so', async () => {
    const { teamId, spring, alice, bob, carol } = await cohortsTeam(api.db);
    await finishTeam(api.db, teamId);
    const res = await call('/api/activate-results-by-team-cohort', teamId, spring, { headers: { Notify: 'true' } });
    expect(res.json()).toEqual({ msg: 'Results activated for 2 users. 2 emails queued.' });
    const mail = await api.db.selectFrom('email_jobs').select(['to_address', 'subject', 'body']).where('to_address', 'in', [alice.email, bob.email, carol.email]).orderBy('to_address').execute();
    expect(mail.map((m) => m.to_address).sort()).toEqual([alice.email, bob.email].sort());
    expect(mail.find((m) => m.to_address === bob.email)?.subject).toBe('혁신 역량 결과가 준비되었습니다');
    expect(mail.find((m) => m.to_address === alice.email)?.body).toContain('http://portal.test/results');
    expect((await call('/api/activate-results-by-team-cohort', teamId, spring, { headers: { Notify: 'maybe' } })).statusCode).toBe(400);
  });
});

describe('undoing an activation by team and cohort', () => {
  it('closes the assessment to those who have not finished it; a finished one keeps it all', async () => {
    const { teamId, spring, alice, bob } = await cohortsTeam(api.db);
    await call('/api/activate-assessment-by-team-cohort', teamId, spring);
    await api.db.updateTable('users').set({ finished_assessment: true }).where('id', '=', bob.id).execute();
    const res = await call('/api/deactivate-assessment-by-team-cohort', teamId, spring);
    expect(res.json()).toEqual({ msg: 'Assessment closed for 1 user who had not finished it.' });
    expect(await userRow(alice.id)).toMatchObject({ assessment_active: false, finished_assessment: false });
    expect(await userRow(bob.id)).toMatchObject({ assessment_active: true, finished_assessment: true });
  });

  it('hides results again, for one cohort only', async () => {
    const { teamId, spring, alice, carol } = await cohortsTeam(api.db);
    await finishTeam(api.db, teamId);
    await call('/api/activate-results-by-team-cohort', teamId, -1);
    const res = await call('/api/deactivate-results-by-team-cohort', teamId, spring);
    expect(res.json()).toEqual({ msg: 'Results hidden again from 2 users.' });
    expect((await userRow(alice.id)).results_active).toBe(false);
    expect((await userRow(carol.id)).results_active).toBe(true);
  });

  it('withdraws unanswered questionnaires of the round and keeps answered ones with their answers', async () => {
    const { teamId, spring, alice, bob } = await cohortsTeam(api.db);
    await call('/api/activate-post-assessment-by-team-cohort', teamId, spring);
    const opened = await api.db.selectFrom('questionnaire_openings').select(['questionnaire', 'round']).where('user_id', '=', bob.id).execute();
    const answered = opened[0];
    await api.db.insertInto('questionnaire_responses').values({ user_id: bob.id, questionnaire: answered.questionnaire, round: answered.round, version: 'v1', answers: JSON.stringify({}) }).execute();
    const res = await call('/api/deactivate-post-assessment-by-team-cohort', teamId, spring);
    expect(res.json().msg).toBe('Post-class assessments closed for 2 users who had not answered them.');
    expect(await api.db.selectFrom('questionnaire_openings').select('questionnaire').where('user_id', '=', alice.id).execute()).toEqual([]);
    expect(await api.db.selectFrom('questionnaire_openings').select('questionnaire').where('user_id', '=', bob.id).execute()).toEqual([{ questionnaire: answered.questionnaire }]);
    expect(await api.db.selectFrom('questionnaire_responses').select('user_id').where('user_id', '=', bob.id).execute()).toHaveLength(1);
  });

  it('closes the reassessment to those who have not taken it, and counts each user once', async () => {
    const { teamId, spring, alice } = await cohortsTeam(api.db);
    await call('/api/activate-reassessment-by-team-cohort', teamId, spring);
    const res = await call('/api/deactivate-reassessment-by-team-cohort', teamId, spring);
    expect(res.json().msg).toBe('Reassessment closed for 2 users who had not finished it.');
    expect((await userRow(alice.id)).reassessment_active).toBe(false);
    expect((await call('/api/deactivate-reassessment-by-team-cohort', teamId, spring)).json().msg).toBe('Reassessment closed for 0 users who had not finished it.');
  });

  it('records each undo in the team log', async () => {
    const { teamId } = await cohortsTeam(api.db);
    const res = await call('/api/deactivate-pre-class-by-team-cohort', teamId, -1);
    expect(res.statusCode).toBe(200);
    const actions = (await api.db.selectFrom('audit_log').select('action').where('team_id', '=', teamId).execute()).map((r) => r.action);
    expect(actions).toContain('preClassClosed');
  });

  it('refuses unknown teams and cohorts, and callers who do not manage the team', async () => {
    const { teamId, autumn } = await cohortsTeam(api.db);
    expect((await call('/api/deactivate-results-by-team-cohort', 999999, -1)).statusCode).toBe(404);
    const other = (await api.db.insertInto('teams').values({ name: 'Other' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await call('/api/deactivate-results-by-team-cohort', other, autumn)).json()).toMatchObject({ error: 'NOT_FOUND', field: 'CohortId' });
    expect((await call('/api/deactivate-results-by-team-cohort', teamId, -1, { headers: api.participant.headers })).statusCode).toBe(403);
  });
});
