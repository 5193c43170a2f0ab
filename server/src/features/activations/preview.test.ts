import { post, setupApiTest } from '../../test/helpers';
import { cohortsTeam } from '../../test/participants';

/**
 * Header Preview (issue 22): a confirmation asks how many a call would reach now; the same code
 * that acts counts, in a transaction that is rolled back, so nothing changes, nobody is emailed
 * and nothing is audited.
 */
const api = setupApiTest({ participant: true });

const call = (url: string, headers: Record<string, string>, payload?: object) => post(api.app, url, { headers: { ...api.admin.headers, ...headers }, payload });
const auditCount = async () => Number((await api.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const emailCount = async () => Number((await api.db.selectFrom('email_jobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('header Preview', () => {
  it('counts whom an activation and its undo would reach, and changes nothing', async () => {
    const { teamId, spring, alice, bob } = await cohortsTeam(api.db);
    await api.db.updateTable('users').set({ finished_assessment: true }).where('id', '=', alice.id).execute();
    const before = { audit: await auditCount(), emails: await emailCount() };

    const results = await call('/api/activate-results-by-team-cohort', { TeamID: String(teamId), CohortId: String(spring), Preview: 'true', Notify: 'true' });
    expect(results.statusCode).toBe(200);
    // Alice finished the assessment, Bob did not: the confirmation says who gets results now.
    expect(results.json()).toEqual({ msg: 'As of now, this reaches 2 users. 1 of 2 has results; 1 has not finished and will be activated when they finish.', reach: 2 });
    const assessment = await call('/api/activate-assessment-by-team-cohort', { TeamID: String(teamId), CohortId: String(spring), Preview: 'true' });
    expect(assessment.json()).toEqual({ msg: 'As of now, this reaches 1 user.', reach: 1 });
    const forUsers = await call('/api/activate-results-for-team', { Preview: 'true' }, { UserIDs: [alice.id] });
    expect(forUsers.json()).toEqual({ msg: 'As of now, this reaches 1 user.', reach: 1 });

    const flags = await api.db.selectFrom('users').select(['results_active', 'assessment_active']).where('id', 'in', [alice.id, bob.id]).execute();
    expect(flags.every((u) => !u.results_active && !u.assessment_active)).toBe(true);
    expect({ audit: await auditCount(), emails: await emailCount() }).toEqual(before);

    await call('/api/activate-assessment-by-team-cohort', { TeamID: String(teamId), CohortId: String(spring) });
    const undo = await call('/api/deactivate-assessment-by-team-cohort', { TeamID: String(teamId), CohortId: String(spring), Preview: 'true' });
    expect(undo.json()).toEqual({ msg: 'As of now, this reaches 1 user.', reach: 1 });
    expect((await api.db.selectFrom('users').select('assessment_active').where('id', '=', bob.id).executeTakeFirstOrThrow()).assessment_active).toBe(true);
  });

  it('counts whom reminders would email, in the caller’s language, and sends none', async () => {
    const { teamId, alice, bob } = await cohortsTeam(api.db);
    await api.db.updateTable('users').set({ assessment_active: true }).where('id', 'in', [alice.id, bob.id]).execute();
    await api.db.updateTable('users').set({ language: 'KOR' }).where('id', '=', api.admin.user.id).execute();
    const res = await call('/api/send-reminders', { TeamID: String(teamId), CohortId: '-1', Questionnaire: 'assessment', Preview: 'true' });
    await api.db.updateTable('users').set({ language: 'ENG' }).where('id', '=', api.admin.user.id).execute();
    expect(res.json()).toEqual({ msg: '현재 기준으로 사용자 2명에게 이메일을 보냅니다.', reach: 2 });
    expect(await api.db.selectFrom('reminders_sent').selectAll().where('user_id', 'in', [alice.id, bob.id]).execute()).toEqual([]);
    expect(await api.db.selectFrom('email_jobs').selectAll().where('to_address', 'in', [alice.email, bob.email]).execute()).toEqual([]);
  });

  it('is refused as bad input, and to whoever may not make the call', async () => {
    const { teamId, spring } = await cohortsTeam(api.db);
    const bad = await call('/api/activate-results-by-team-cohort', { TeamID: String(teamId), CohortId: String(spring), Preview: 'maybe' });
    expect([bad.statusCode, bad.json().error, Object.keys(bad.json().errors)]).toEqual([400, 'VALIDATION', ['Preview']]);
    const other = (await cohortsTeam(api.db)).autumn;
    const wrongCohort = await call('/api/send-reminders', { TeamID: String(teamId), CohortId: String(other), Questionnaire: 'assessment', Preview: 'true' });
    expect(wrongCohort.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongCohort.statusCode).toBeLessThan(500);
    const participant = await post(api.app, '/api/activate-results-by-team-cohort', {
      headers: { ...api.participant.headers, TeamID: String(teamId), CohortId: '-1', Preview: 'true' },
    });
    expect(participant.statusCode).toBe(403);
  });
});
