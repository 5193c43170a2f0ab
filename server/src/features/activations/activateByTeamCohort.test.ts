import { bearer, createUser, login, post, setupApiTest } from '../../test/helpers';
import { cohortsTeam, finishTeam } from '../../test/participants';

const api = setupApiTest({ participant: true });

const URLS = {
  preClass: '/api/activate-pre-class-by-team-cohort',
  postAssessment: '/api/activate-post-assessment-by-team-cohort',
  reassessment: '/api/activate-reassessment-by-team-cohort',
  results: '/api/activate-results-by-team-cohort',
};

const teamWithCohorts = () => cohortsTeam(api.db);

const activate = (url: string, teamId: number, cohortId: number, headers = api.admin.headers) =>
  post(api.app, url, { headers: { ...headers, TeamID: String(teamId), CohortId: String(cohortId) } });

/** What is open for a user, as 'questionnaire' (in its first round) or 'questionnaire@round' (a later one). */
const openedFor = async (userId: number) =>
  (await api.db.selectFrom('questionnaire_openings').select(['questionnaire', 'round']).where('user_id', '=', userId).orderBy('questionnaire').orderBy('round').execute())
    .map((r) => (r.round === 'pre' || r.round === 'post' ? r.questionnaire : `${r.questionnaire}@${r.round}`));

describe('activation by team and cohort', () => {
  it('is admin only', async () => {
    for (const url of Object.values(URLS)) {
      expect([url, (await activate(url, 1, -1, api.participant.headers)).statusCode]).toEqual([url, 403]);
      expect([url, (await post(api.app, url, { headers: { TeamID: '1', CohortId: '-1' } })).statusCode]).toEqual([url, 401]);
    }
  });

  it('refuses malformed and unknown teams and cohorts, changing nothing', async () => {
    const { teamId, spring, alice } = await teamWithCohorts();
    const otherTeam = (await api.db.insertInto('teams').values({ name: 'Other' }).returning('id').executeTakeFirstOrThrow()).id;
    const foreignCohort = (await api.db.insertInto('cohorts').values({ team_id: otherTeam, name: 'X' }).returning('id').executeTakeFirstOrThrow()).id;
    const cases: [Record<string, string>, number, string, string][] = [
      [{ CohortId: '-1' }, 400, 'VALIDATION', 'TeamID'],
      [{ TeamID: 'abc', CohortId: '-1' }, 400, 'VALIDATION', 'TeamID'],
      [{ TeamID: String(teamId) }, 400, 'VALIDATION', 'CohortId'],
      [{ TeamID: String(teamId), CohortId: 'spring' }, 400, 'VALIDATION', 'CohortId'],
      [{ TeamID: String(teamId), CohortId: '-2' }, 400, 'VALIDATION', 'CohortId'],
      [{ TeamID: '1%0A', CohortId: '-1' }, 400, 'BAD_REQUEST', 'TeamID'],
      [{ TeamID: '999999', CohortId: '-1' }, 404, 'NOT_FOUND', 'TeamID'],
      [{ TeamID: String(teamId), CohortId: '999999' }, 404, 'NOT_FOUND', 'CohortId'],
      [{ TeamID: String(teamId), CohortId: String(foreignCohort) }, 404, 'NOT_FOUND', 'CohortId'],
    ];
    for (const url of Object.values(URLS)) {
      for (const [headers, status, code, field] of cases) {
        const res = await post(api.app, url, { headers: { ...api.admin.headers, ...headers } });
        // A field the schema refuses is named in `errors`; one the server refuses later, in `field`.
        const named = res.json().field ?? Object.keys(res.json().errors ?? {}).join();
        expect([url, headers, res.statusCode, res.json().error, named]).toEqual([url, headers, status, code, field]);
      }
    }
    expect(await openedFor(alice.id)).toEqual([]);
    const row = await api.db.selectFrom('users').select(['reassessment_active', 'results_active']).where('id', '=', alice.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ reassessment_active: false, results_active: false });
    expect((await activate(URLS.preClass, teamId, spring)).statusCode).toBe(200);
  });

  it('opens the start-of-class questions for one cohort, or with -1 for the whole team', async () => {
    const { teamId, spring, alice, bob, carol, dave } = await teamWithCohorts();
    const res = await activate(URLS.preClass, teamId, spring);
    expect(res.json()).toEqual({ msg: 'Start-of-class questions activated for 2 users.' });
    expect([await openedFor(alice.id), await openedFor(bob.id), await openedFor(carol.id)]).toEqual([['get-to-know-you'], ['get-to-know-you'], []]);
    expect((await activate(URLS.preClass, teamId, -1)).json()).toEqual({ msg: 'Start-of-class questions activated for 4 users.' });
    expect([await openedFor(carol.id), await openedFor(dave.id)]).toEqual([['get-to-know-you'], ['get-to-know-you']]);
  });

  it('opens the post-class questionnaires, keeping the first opening time on a repeat', async () => {
    const { teamId, autumn, carol, alice } = await teamWithCohorts();
    expect((await activate(URLS.postAssessment, teamId, autumn)).json()).toEqual({ msg: 'Post-class assessments activated for 1 user.' });
    expect(await openedFor(carol.id)).toEqual(['knowledge', 'post-class-survey', 'psychological-safety', 'reflection', 'self-efficacy']);
    expect(await openedFor(alice.id)).toEqual([]);
    const first = await api.db.selectFrom('questionnaire_openings').select('opened_at').where('user_id', '=', carol.id).execute();
    expect((await activate(URLS.postAssessment, teamId, autumn)).statusCode).toBe(200);
    expect(await api.db.selectFrom('questionnaire_openings').select('opened_at').where('user_id', '=', carol.id).execute()).toEqual(first);
  });

  it('opens the reassessment and queues one email per user, in their language', async () => {
    const { teamId, spring, alice, bob, carol } = await teamWithCohorts();
    // Alice already took the reassessment: it is not reopened and she gets no email.
    await api.db.insertInto('assessment_responses').values({ user_id: alice.id, kind: 'reassessment', version: 'v1', answers: '{}', scores: '{}' }).execute();
    const korean = await createUser(api.db, { admin: true, language: 'KOR' });
    const res = await activate(URLS.reassessment, teamId, spring, bearer(await login(api.app, korean.email, korean.password)));
    expect(res.json()).toEqual({ msg: '사용자 2명의 재평가를 활성화했습니다. 이메일 1통이 발송 대기 중입니다.' });

    const users = await api.db.selectFrom('users').select(['id', 'reassessment_active']).where('id', 'in', [alice.id, bob.id, carol.id]).orderBy('id').execute();
    expect(users.map((u) => u.reassessment_active)).toEqual([false, true, false]);
    expect(await openedFor(bob.id)).toEqual(['psychological-safety@reassessment', 'self-efficacy@reassessment']);
    expect(await openedFor(alice.id)).toEqual(['psychological-safety@reassessment', 'self-efficacy@reassessment']);

    const emails = await api.db.selectFrom('email_jobs').select(['to_address', 'subject', 'body', 'language', 'status']).where('to_address', 'in', [alice.email, bob.email, carol.email]).execute();
    expect(emails).toEqual([{ to_address: bob.email, subject: '혁신 역량 재평가가 시작되었습니다', body: expect.stringContaining('http://portal.test/login'), language: 'KOR', status: 'queued' }]);
    expect(emails[0].body).toContain('Bob님');
    expect(emails[0].body).toContain('help@portal.test');
  });

  it('opens the reassessment for anonymous users too, but queues them no email: they have no mailbox', async () => {
    const { teamId, alice, bob, carol, dave } = await teamWithCohorts();
    const generated = await post(api.app, '/api/generate-anonymous', { headers: { ...api.admin.headers, TeamID: String(teamId), NumUsers: '1' } });
    const [anonymous] = generated.json().credentials as { email: string }[];
    expect(anonymous.email).toMatch(/@anonymous\.invalid$/);

    const res = await activate(URLS.reassessment, teamId, -1);
    expect(res.json()).toEqual({ msg: 'Reassessment activated for 5 users. 4 emails queued.' });
    const row = await api.db.selectFrom('users').select('reassessment_active').where('email', '=', anonymous.email).executeTakeFirstOrThrow();
    expect(row.reassessment_active).toBe(true);
    expect(await api.db.selectFrom('email_jobs').select('id').where('to_address', '=', anonymous.email).execute()).toEqual([]);
    const named = await api.db.selectFrom('email_jobs').select('to_address').where('to_address', 'in', [alice.email, bob.email, carol.email, dave.email]).execute();
    expect(named).toHaveLength(4);
  });

  it('opens self-efficacy and psychological safety a second time, in the reassessment round', async () => {
    const { teamId, carol } = await teamWithCohorts();
    await activate(URLS.preClass, teamId, -1);
    await activate(URLS.postAssessment, teamId, -1);
    await activate(URLS.reassessment, teamId, -1);
    await activate(URLS.reassessment, teamId, -1);
    expect(await openedFor(carol.id)).toEqual([
      'get-to-know-you', 'knowledge', 'post-class-survey',
      'psychological-safety', 'psychological-safety@reassessment', 'reflection', 'self-efficacy', 'self-efficacy@reassessment',
    ]);
    const rounds = await api.db.selectFrom('questionnaire_openings').select(['questionnaire', 'round']).where('user_id', '=', carol.id).execute();
    expect(rounds.filter((r) => r.questionnaire === 'get-to-know-you')).toEqual([{ questionnaire: 'get-to-know-you', round: 'pre' }]);
    expect(rounds.filter((r) => r.questionnaire === 'knowledge')).toEqual([{ questionnaire: 'knowledge', round: 'post' }]);
  });

  it('refuses, in the database, a questionnaire in a round it is not taken in', async () => {
    const { dave } = await teamWithCohorts();
    for (const [questionnaire, round] of [['knowledge', 'reassessment'], ['get-to-know-you', 'post'], ['self-efficacy', 'pre']] as const) {
      await expect(api.db.insertInto('questionnaire_openings').values({ user_id: dave.id, questionnaire, round }).execute()).rejects.toThrow(/questionnaire_openings_round/);
    }
    expect(await openedFor(dave.id)).toEqual([]);
  });

  it('activates results with the time they were opened, kept on a repeat', async () => {
    const { teamId, alice, dave } = await teamWithCohorts();
    await finishTeam(api.db, teamId);
    expect((await activate(URLS.results, teamId, -1)).json()).toEqual({ msg: 'Results activated for 4 users.' });
    const row = await api.db.selectFrom('users').select(['results_active', 'results_activated_at']).where('id', '=', dave.id).executeTakeFirstOrThrow();
    expect(row.results_active).toBe(true);
    expect(row.results_activated_at).toBeInstanceOf(Date);
    await activate(URLS.results, teamId, -1);
    const again = await api.db.selectFrom('users').select('results_activated_at').where('id', '=', dave.id).executeTakeFirstOrThrow();
    expect(again.results_activated_at).toEqual(row.results_activated_at);
    expect(await openedFor(alice.id)).toEqual([]);
  });
});
