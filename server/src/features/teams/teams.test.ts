import { bearer, createUser, login, post, setupApiTest, uniqueEmail } from '../../test/helpers';

const api = setupApiTest({ participant: true });

describe('the admin chain: team, cohort, link', () => {
  it('creates them, lists them, and the link registers users who may start at once', async () => {
    const team = await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: encodeURIComponent('Équipe Ünicode') } });
    expect(team.statusCode).toBe(200);
    expect(team.json()).toEqual({ id: expect.any(Number), msg: 'Team created.' });
    const teamId = team.json().id as number;
    const cohort = await post(api.app, '/api/add-cohort', { headers: { ...api.admin.headers, CohortName: 'Spring', TeamID: String(teamId) } });
    expect(cohort.json()).toEqual({ id: expect.any(Number), msg: 'Cohort created.' });
    const cohortId = cohort.json().id as number;
    const link = await post(api.app, '/api/add-access-token', { headers: { ...api.admin.headers, CohortId: String(cohortId), TeamID: String(teamId), LinkText: `spring-${teamId}` } });
    expect(link.json()).toEqual({ msg: 'Assessment link created.' });
    const noCohort = await post(api.app, '/api/add-access-token', { headers: { ...api.admin.headers, CohortId: '-1', TeamID: String(teamId), LinkText: `all-${teamId}` } });
    expect(noCohort.statusCode).toBe(200);

    const teams = (await post(api.app, '/api/teams-by-recency', { headers: api.admin.headers })).json().teams;
    expect(teams[0]).toEqual({ id: teamId, name: 'Équipe Ünicode' });
    expect(teams.at(-1)).toEqual({ id: 1, name: 'Platform' });
    expect((await post(api.app, '/api/cohorts', { headers: api.admin.headers })).json().cohortsByTeam[teamId]).toEqual({ [cohortId]: 'Spring' });
    expect((await post(api.app, '/api/access-links', { headers: api.admin.headers })).json().linksByTeam[teamId]).toEqual([
      { value: `spring-${teamId}`, cohortID: cohortId, cohort: 'Spring', disabled: false, expires_at: null, email_desc: null },
      { value: `all-${teamId}`, cohortID: -1, cohort: null, disabled: false, expires_at: null, email_desc: null },
    ]);

    const email = uniqueEmail('linked');
    const reg = await post(api.app, '/api/register-with-token', { payload: { email, password: 'long-enough-1', name: 'Linked', token: `spring-${teamId}` } });
    expect(reg.statusCode).toBe(200);
    const active = await post(api.app, '/api/assessment-active', { headers: bearer(reg.json().access_token) });
    expect(active.json()).toMatchObject({ active: true, selectClass: false });
  });

  it('reads a header sent as plain text with a % in it as it was sent, and still decodes an encoded one', async () => {
    const plain = await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: '100% Team' } });
    expect([plain.statusCode, plain.json().msg]).toEqual([200, 'Team created.']);
    const korean = await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: encodeURIComponent('한국 팀') } });
    expect(korean.statusCode).toBe(200);
    const teams: { id: number; name: string }[] = (await post(api.app, '/api/teams-by-recency', { headers: api.admin.headers })).json().teams;
    expect([plain.json().id, korean.json().id].map((id) => teams.find((t) => t.id === id)?.name)).toEqual(['100% Team', '한국 팀']);
    // A decoded line break is still refused, naming the field.
    const broken = await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: 'Two%0ALines' } });
    expect([broken.statusCode, broken.json().error, broken.json().field]).toEqual([400, 'BAD_REQUEST', 'teamName']);
  });

  it('answers bad input with 4xx', async () => {
    const teamId = (await post(api.app, '/api/add-team', { headers: api.admin.headers, payload: { teamName: 'Body Team' } })).json().id as number;
    const cases: [string, Record<string, string>, number, string][] = [
      ['/api/add-team', { teamName: '  ' }, 400, 'VALIDATION'],
      ['/api/add-cohort', { CohortName: 'X' }, 400, 'VALIDATION'],
      ['/api/add-cohort', { CohortName: 'X', TeamID: '999999' }, 404, 'NOT_FOUND'],
      ['/api/add-cohort', { CohortName: '', TeamID: String(teamId) }, 400, 'VALIDATION'],
      ['/api/add-access-token', { TeamID: String(teamId), CohortId: '-1', LinkText: 'has space' }, 400, 'VALIDATION'],
      ['/api/add-access-token', { TeamID: String(teamId), CohortId: '999999', LinkText: 'x1' }, 404, 'NOT_FOUND'],
      ['/api/add-access-token', { TeamID: String(teamId), CohortId: 'abc', LinkText: 'x2' }, 400, 'VALIDATION'],
    ];
    for (const [url, headers, status, code] of cases) {
      const res = await post(api.app, url, { headers: { ...api.admin.headers, ...headers } });
      expect([url, headers, res.statusCode, res.json().error]).toEqual([url, headers, status, code]);
    }
    expect((await post(api.app, '/api/add-team', { headers: { ...api.admin.headers, teamName: '' } })).json().message).toBe('Please enter a valid team name.');
    // Every field's problem at once, by the name the call gives it, for a form to show beside each.
    const both = await post(api.app, '/api/add-cohort', { headers: { ...api.admin.headers, CohortName: '', TeamID: 'x' } });
    expect(both.json().errors).toEqual({ CohortName: 'Please enter a valid cohort name.', TeamID: 'Please choose a valid option.' });
    const first = await post(api.app, '/api/add-access-token', { headers: { ...api.admin.headers, TeamID: String(teamId), CohortId: '-1', LinkText: `dup-${teamId}` } });
    expect(first.statusCode).toBe(200);
    const dup = await post(api.app, '/api/add-access-token', { headers: { ...api.admin.headers, TeamID: '1', CohortId: '-1', LinkText: `dup-${teamId}` } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('LINK_TAKEN');
  });

  it('refuses participants and visitors', async () => {
    for (const url of ['/api/add-team', '/api/add-cohort', '/api/add-access-token', '/api/teams-by-recency', '/api/cohorts', '/api/access-links', '/api/activate-results-for-team']) {
      expect([url, (await post(api.app, url, { headers: { ...api.participant.headers, teamName: 'x' } })).statusCode]).toEqual([url, 403]);
      expect([url, (await post(api.app, url)).statusCode]).toEqual([url, 401]);
    }
  });
});

describe('POST /api/me', () => {
  it('returns the team settings and the class', async () => {
    const teamId = (await api.db
      .insertInto('teams')
      .values({ name: 'Settings', post_assessment_form: true, academy_question: true, results_soon_message: true, public_slug: `s-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow()).id;
    const cls = await api.db.insertInto('classes').values({ team_id: teamId, name: 'C' }).returning('id').executeTakeFirstOrThrow();
    const u = await createUser(api.db, { teamId, language: 'BRPT', name: 'Maria' });
    await api.db.updateTable('users').set({ class_id: cls.id }).where('id', '=', u.user.id).execute();
    const res = await post(api.app, '/api/me', { headers: bearer(await login(api.app, u.email, u.password)) });
    expect(res.json()).toEqual({
      user_id: u.user.id, name: 'Maria', email: u.email, admin: false, teamLeader: false, teamLead: [], team_id: teamId, language: 'BRPT', first_login: false,
      team: { isPlatform: false, publicSlug: expect.stringMatching(/^s-/), postAssessmentForm: true, resultsSoonMessage: true, academyQuestion: true, civilianForm: false },
      classId: cls.id,
      mfa_enabled: false,
      has_password: true,
      mfa_setup_required: false,
    });
    const platform = (await post(api.app, '/api/me', { headers: api.admin.headers })).json();
    expect(platform).toMatchObject({ admin: true, team: { isPlatform: true, publicSlug: null }, classId: null });
    expect((await post(api.app, '/api/me')).statusCode).toBe(401);
  });
});
