import { sql } from 'kysely';
import { bearer, createLoggedInUser, createUser, login, post, setupApiTest } from '../../test/helpers';

const api = setupApiTest({ participant: true });

const newTeam = async (name = 'Acme', values: { public_slug?: string } = {}) =>
  (await api.db.insertInto('teams').values({ name, ...values }).returning('id').executeTakeFirstOrThrow()).id;

const editHeaders = (teamId: number, teamName = 'Acme') => ({ ...api.admin.headers, TeamID: String(teamId), TeamName: encodeURIComponent(teamName) });

async function leaderOf(teamId: number) {
  const leader = await createLoggedInUser(api.db, api.app, { teamId });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
  return leader;
}

describe('POST /api/users', () => {
  it("answers SPEC.md's fields, the settings, the slides and the counts", async () => {
    const teamId = await newTeam('Acme', { public_slug: `acme-${Date.now()}` });
    await api.db
      .updateTable('teams')
      .set({ departments: JSON.stringify([{ name: 'Sales', children: [{ name: 'East' }] }]), email_domains: JSON.stringify(['@acme.org']), academy_question: true, language: 'KOR' })
      .where('id', '=', teamId)
      .execute();
    const cohort = (await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'Spring' }).returning('id').executeTakeFirstOrThrow()).id;
    await api.db.insertInto('access_links').values({ team_id: teamId, value: `acme-link-${teamId}` }).execute();
    const ana = await createUser(api.db, { teamId, name: 'Ana' });
    await api.db.updateTable('users').set({ cohort_id: cohort, finished_assessment: true, results_active: true }).where('id', '=', ana.user.id).execute();
    const leader = await leaderOf(teamId);
    const otherTeam = await newTeam('Other');
    await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: otherTeam }).execute();
    const cls = await api.db.insertInto('classes').values({ team_id: teamId, name: 'C' }).returning('id').executeTakeFirstOrThrow();
    await api.db.insertInto('slides').values([
      { team_id: teamId, title: 'Deck', url: 'https://example.org/deck' },
      { team_id: teamId, class_id: cls.id, title: 'Class deck', url: 'https://example.org/class' },
    ]).execute();

    const res = await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      teamName: 'Acme',
      departments: [{ name: 'Sales', children: [{ name: 'East', children: [] }] }],
      email_domains: ['@acme.org'],
      settings: { isPlatform: false, publicSlug: expect.stringMatching(/^acme-/), postAssessmentForm: false, resultsSoonMessage: false, academyQuestion: true, civilianForm: false, language: 'KOR' },
      slides: [{ id: expect.any(Number), title: 'Deck', url: 'https://example.org/deck' }],
      counts: { users: 2, cohorts: 1, links: 1 },
    });
    expect(body.users).toEqual([
      {
        id: ana.user.id, name: 'Ana', email: ana.email, status: 'finished', resultsActive: true, finishedAssessment: true, admin: false, team_id: teamId,
        teamLeader: false, teamLead: [], cohort_id: cohort, cohort: 'Spring', anonymised: false,
      },
      expect.objectContaining({ id: leader.user.id, team_id: teamId, teamLeader: true, teamLead: [teamId, otherTeam], cohort_id: null, cohort: null }),
    ]);
  });

  it('lets the leader of the team read it, and nobody else but admins', async () => {
    const teamId = await newTeam();
    const leader = await leaderOf(teamId);
    const otherLeader = await leaderOf(await newTeam('Other'));
    const read = (headers: Record<string, string>) => post(api.app, '/api/users', { headers: { ...headers, TeamID: String(teamId) } });
    expect((await read(leader.headers)).statusCode).toBe(200);
    expect((await read(otherLeader.headers)).statusCode).toBe(403);
    expect((await read(api.participant.headers)).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
  });

  it('answers bad input with 4xx', async () => {
    for (const [TeamID, status] of [['abc', 400], ['', 400], ['0', 400], ['999999', 404], ['1.5', 400]] as const) {
      const res = await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID } });
      expect([TeamID, res.statusCode]).toEqual([TeamID, status]);
    }
    expect((await post(api.app, '/api/users', { headers: api.admin.headers })).statusCode).toBe(400);
  });
});

describe('POST /api/edit-team', () => {
  const slug = `acme-public-${Date.now()}`;
  const body = {
    departments: [{ name: ' Sales ', children: [{ name: 'East' }] }, { name: 'Ops', children: [] }],
    email_domains: ['Acme.org', '@acme.org', 'mail.acme.co.kr', '한국.kr'],
    settings: { publicSlug: ` ${slug.toUpperCase()} `, postAssessmentForm: true, resultsSoonMessage: true, academyQuestion: false, civilianForm: true, language: 'SPA', isPlatform: true },
    slides: [{ title: ' Week 1 ', url: 'https://example.org/w1' }, { title: 'Week 2', url: 'http://example.org/w2' }],
  };

  it('saves the name, departments, domains, settings and slides, and the portal shows the slides', async () => {
    const teamId = await newTeam();
    const res = await post(api.app, '/api/edit-team', { headers: editHeaders(teamId, 'Acme Ünicode'), payload: body });
    expect([res.statusCode, res.json()]).toEqual([200, { msg: 'Team saved.' }]);
    const team = (await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json();
    expect(team).toMatchObject({
      teamName: 'Acme Ünicode',
      departments: [{ name: 'Sales', children: [{ name: 'East', children: [] }] }, { name: 'Ops', children: [] }],
      email_domains: ['acme.org', 'mail.acme.co.kr', '한국.kr'],
      settings: { isPlatform: false, publicSlug: slug, postAssessmentForm: true, resultsSoonMessage: true, academyQuestion: false, civilianForm: true, language: 'SPA' },
      slides: [{ title: 'Week 1', url: 'https://example.org/w1' }, { title: 'Week 2', url: 'http://example.org/w2' }],
    });

    const member = await createUser(api.db, { teamId });
    await api.db.updateTable('users').set({ assessment_active: true }).where('id', '=', member.user.id).execute();
    const portal = await post(api.app, '/api/portal-data', { headers: bearer(await login(api.app, member.email, member.password)) });
    expect(portal.json().slides).toEqual([{ title: 'Week 1', url: 'https://example.org/w1' }, { title: 'Week 2', url: 'http://example.org/w2' }]);
    // The assessment offers the new departments by their paths.
    const questions = await post(api.app, '/api/questions', { headers: bearer(await login(api.app, member.email, member.password)) });
    expect(questions.json().departments).toEqual(team.departments);
  });

  it("keeps what a SPEC.md client does not send, and the slides of the team's classes", async () => {
    const teamId = await newTeam();
    const own = { ...body, settings: { ...body.settings, publicSlug: `${slug}-2` } };
    expect((await post(api.app, '/api/edit-team', { headers: editHeaders(teamId), payload: own })).statusCode).toBe(200);
    const cls = await api.db.insertInto('classes').values({ team_id: teamId, name: 'C' }).returning('id').executeTakeFirstOrThrow();
    await api.db.insertInto('slides').values({ team_id: teamId, class_id: cls.id, title: 'Class deck', url: 'https://example.org/c' }).execute();
    const res = await post(api.app, '/api/edit-team', { headers: editHeaders(teamId, 'Renamed'), payload: { departments: [], email_domains: ['@new.org'] } });
    expect(res.statusCode).toBe(200);
    const team = (await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json();
    expect(team).toMatchObject({ teamName: 'Renamed', departments: [], email_domains: ['@new.org'], settings: { publicSlug: `${slug}-2`, language: 'SPA' } });
    expect(team.slides).toHaveLength(2);
    // Only a name: everything else stays; an empty slug removes the public page; an empty list removes the slides.
    await post(api.app, '/api/edit-team', { headers: editHeaders(teamId, 'Only name') });
    await post(api.app, '/api/edit-team', { headers: editHeaders(teamId, 'Only name'), payload: { settings: { publicSlug: '' }, slides: [] } });
    const after = (await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json();
    expect(after).toMatchObject({ teamName: 'Only name', email_domains: ['@new.org'], settings: { publicSlug: null, postAssessmentForm: true }, slides: [] });
    expect(await api.db.selectFrom('slides').select('title').where('team_id', '=', teamId).execute()).toEqual([{ title: 'Class deck' }]);
  });

  it('makes the first domain the ending a link registration needs, as an address ending', async () => {
    const teamId = await newTeam();
    await post(api.app, '/api/edit-team', { headers: editHeaders(teamId), payload: { email_domains: ['acme.org', 'other.org'] } });
    const token = `acme-domain-${teamId}`;
    await api.db.insertInto('access_links').values({ team_id: teamId, value: token }).execute();
    expect((await post(api.app, '/api/team-access-token', { headers: { Token: token } })).json()).toEqual({ valid: true, emailDesc: '@acme.org' });
    const register = (email: string) => post(api.app, '/api/register-with-token', { payload: { email, password: 'long-enough-1', name: 'Reg', token } });
    expect((await register(`x${teamId}@notacme.org`)).statusCode).toBe(400);
    expect((await register(`x${teamId}@acme.org`)).statusCode).toBe(200);
  });

  it('refuses a public class page address another team has, with 409 and nothing changed', async () => {
    const slug = `taken-${Date.now()}`;
    await newTeam('Owner', { public_slug: slug });
    const teamId = await newTeam('Late');
    const res = await post(api.app, '/api/edit-team', { headers: editHeaders(teamId, 'Late renamed'), payload: { settings: { publicSlug: slug.toUpperCase() }, slides: [{ title: 'x', url: 'https://x.org' }] } });
    expect([res.statusCode, res.json().error, res.json().message]).toEqual([
      409, 'SLUG_TAKEN', 'That public class page address is already used by another team. Please choose another.',
    ]);
    const team = await api.db.selectFrom('teams').select(['name', 'public_slug']).where('id', '=', teamId).executeTakeFirstOrThrow();
    expect(team).toEqual({ name: 'Late', public_slug: null });
    expect(await api.db.selectFrom('slides').select('id').where('team_id', '=', teamId).execute()).toEqual([]);

    // Two teams asking for one free address at once: the database decides, one gets it.
    const [a, b] = [await newTeam('A'), await newTeam('B')];
    const race = `race-${Date.now()}`;
    const answers = await Promise.all(
      [a, b].map((id) => post(api.app, '/api/edit-team', { headers: editHeaders(id, 'Racer'), payload: { settings: { publicSlug: race } } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers bad input with 400 and the field, and writes nothing', async () => {
    const teamId = await newTeam('Untouched');
    const deep = (n: number): object[] => (n ? [{ name: `L${n}`, children: deep(n - 1) }] : []);
    const many = Array.from({ length: 501 }, (_, i) => ({ name: `D${i}` }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ departments: [{ name: '' }] }, 'departments', 'Please enter a department name of at most 100 characters.'],
      [{ departments: [{ name: 'A' }, { name: ' a ' }] }, 'departments', 'Another department at this level already has that name.'],
      [{ departments: [{ name: 'A\nB' }] }, 'departments', 'Please enter a department name of at most 100 characters.'],
      [{ departments: [{ name: 'x'.repeat(101) }] }, 'departments', 'Please enter a department name of at most 100 characters.'],
      [{ departments: deep(7) }, 'departments', 'Departments can be nested at most 6 levels deep.'],
      [{ departments: many }, 'departments', 'A team can have at most 500 departments.'],
      [{ departments: [{ name: { toString: 'x' } }] }, 'departments', 'Please enter a department name of at most 100 characters.'],
      [{ departments: [{ name: 'A', children: 'B' }] }, 'departments', 'The departments could not be read. Please reload the page and try again.'],
      [{ departments: { name: 'A' } }, 'departments', 'The departments could not be read. Please reload the page and try again.'],
      [{ email_domains: ['not a domain'] }, 'email_domains', 'Please enter a valid email domain, such as example.org.'],
      [{ email_domains: ['localhost'] }, 'email_domains', 'Please enter a valid email domain, such as example.org.'],
      [{ email_domains: ['bob@acme.org'] }, 'email_domains', 'Please enter a valid email domain, such as example.org.'],
      [{ email_domains: [{ toString: 'x' }] }, 'email_domains', 'Please enter a valid email domain, such as example.org.'],
      [{ email_domains: 'acme.org' }, 'email_domains', 'Please enter a valid email domain, such as example.org.'],
      [{ email_domains: Array.from({ length: 51 }, (_, i) => `d${i}.org`) }, 'email_domains', 'A team can have at most 50 email domains.'],
      [{ settings: { publicSlug: 'has space' } }, 'settings', 'Please use only lowercase letters, numbers and single hyphens (at most 60 characters).'],
      [{ settings: { publicSlug: 'a--b' } }, 'settings', 'Please use only lowercase letters, numbers and single hyphens (at most 60 characters).'],
      [{ settings: { publicSlug: 'ü' } }, 'settings', 'Please use only lowercase letters, numbers and single hyphens (at most 60 characters).'],
      [{ settings: { publicSlug: { toString: 'x' } } }, 'settings', 'Please use only lowercase letters, numbers and single hyphens (at most 60 characters).'],
      [{ settings: { postAssessmentForm: 'maybe' } }, 'settings', 'Please choose a valid option.'],
      [{ settings: { academyQuestion: [{ toString: 'x' }] } }, 'settings', 'Please choose a valid option.'],
      [{ settings: { language: 'FRA' } }, 'settings', 'Please choose a valid option.'],
      [{ settings: 'x' }, 'settings', 'Please choose a valid option.'],
      [{ slides: [{ title: '', url: 'https://x.org' }] }, 'slides', 'Please enter a title for the slide.'],
      [{ slides: [{ title: 'A', url: 'javascript:alert(1)' }] }, 'slides', 'Please enter a link starting with http:// or https://.'],
      [{ slides: [{ title: 'A', url: 'ftp://x.org/a' }] }, 'slides', 'Please enter a link starting with http:// or https://.'],
      [{ slides: [{ title: 'A', url: 'not a url' }] }, 'slides', 'Please enter a link starting with http:// or https://.'],
      [{ slides: ['x'] }, 'slides', 'Please enter a title for the slide.'],
      [{ slides: [{ title: { toString: 'x' }, url: 'https://x.org' }] }, 'slides', 'Please enter a title for the slide.'],
      [{ slides: Array.from({ length: 51 }, () => ({ title: 'A', url: 'https://x.org' })) }, 'slides', 'A team can have at most 50 slides.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(api.app, '/api/edit-team', { headers: editHeaders(teamId, 'Changed'), payload });
      expect([payload, res.statusCode, res.json().error, res.json().errors?.[field]]).toEqual([payload, 400, 'VALIDATION', message]);
    }
    for (const [headers, status] of [
      [{ TeamName: '' }, 400],
      [{ TeamName: '%20' }, 400],
      [{ TeamName: 'a%00b' }, 400],
      [{ TeamID: 'x' }, 400],
      [{ TeamID: '999999' }, 404],
    ] as const) {
      const res = await post(api.app, '/api/edit-team', { headers: { ...editHeaders(teamId, 'Changed'), ...headers } });
      expect([headers, res.statusCode]).toEqual([headers, status]);
    }
    expect((await post(api.app, '/api/edit-team', { headers: { ...editHeaders(teamId), TeamName: '' } })).json().message).toBe('Please enter a valid team name.');
    const team = await api.db.selectFrom('teams').select(['name', 'departments', 'email_domains']).where('id', '=', teamId).executeTakeFirstOrThrow();
    expect(team).toEqual({ name: 'Untouched', departments: [], email_domains: [] });
  });

  it('is for admins only: leaders keep the teams they lead as they are', async () => {
    const teamId = await newTeam('Led');
    const leader = await leaderOf(teamId);
    const edit = (headers: Record<string, string>) =>
      post(api.app, '/api/edit-team', { headers: { ...headers, TeamID: String(teamId), TeamName: 'Hijacked' }, payload: { email_domains: ['evil.org'] } });
    expect((await edit(leader.headers)).statusCode).toBe(403);
    expect((await edit(api.participant.headers)).statusCode).toBe(403);
    expect((await edit({})).statusCode).toBe(401);
    expect(await api.db.selectFrom('teams').select(['name', 'email_domains']).where('id', '=', teamId).executeTakeFirstOrThrow()).toEqual({ name: 'Led', email_domains: [] });
  });
});

describe('POST /api/delete-team', () => {
  it('deletes the team with its users and everything of theirs, in one go', async () => {
    const teamId = await newTeam('Doomed');
    const cohort = (await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'C1' }).returning('id').executeTakeFirstOrThrow()).id;
    await api.db.insertInto('access_links').values({ team_id: teamId, cohort_id: cohort, value: `doomed-${teamId}` }).execute();
    const cls = (await api.db.insertInto('classes').values({ team_id: teamId, name: 'Doomed class' }).returning('id').executeTakeFirstOrThrow()).id;
    await api.db.insertInto('slides').values({ team_id: teamId, title: 'S', url: 'https://x.org' }).execute();
    const member = await createLoggedInUser(api.db, api.app, { teamId });
    await api.db.insertInto('team_leaders').values({ user_id: member.user.id, team_id: teamId }).execute();
    // Someone of another team in its class and leading it keeps their account.
    const outsider = await createUser(api.db);
    await api.db.updateTable('users').set({ class_id: cls, cohort_id: cohort }).where('id', '=', outsider.user.id).execute();
    await api.db.insertInto('team_leaders').values({ user_id: outsider.user.id, team_id: teamId }).execute();

    const res = await post(api.app, '/api/delete-team', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
    expect([res.statusCode, res.json()]).toEqual([200, { msg: 'The team Doomed has been deleted.' }]);
    const left = async (table: 'teams' | 'cohorts' | 'access_links' | 'classes' | 'slides' | 'users') =>
      (await api.db.selectFrom(table).select('id').where(table === 'teams' ? 'id' : 'team_id', '=', teamId).execute()).length;
    for (const table of ['teams', 'cohorts', 'access_links', 'classes', 'slides', 'users'] as const) expect([table, await left(table)]).toEqual([table, 0]);
    expect(await api.db.selectFrom('sessions').select('user_id').where('user_id', '=', member.user.id).execute()).toEqual([]);
    expect((await post(api.app, '/api/me', { headers: member.headers })).statusCode).toBe(401);
    expect((await post(api.app, '/api/login', { payload: { email: member.email, password: member.password } })).statusCode).toBe(401);
    const kept = await api.db.selectFrom('users').select(['class_id', 'cohort_id']).where('id', '=', outsider.user.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ class_id: null, cohort_id: null });
    expect(await api.db.selectFrom('team_leaders').select('team_id').where('user_id', '=', outsider.user.id).execute()).toEqual([]);
    expect((await post(api.app, '/api/delete-team', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).statusCode).toBe(404);
  });

  it('never deletes the platform team', async () => {
    const res = await post(api.app, '/api/delete-team', { headers: { ...api.admin.headers, TeamID: '1' } });
    expect([res.statusCode, res.json().error, res.json().message]).toEqual([409, 'TEAM_PROTECTED', "The platform team can't be deleted."]);
    expect(await api.db.selectFrom('teams').select('id').where('id', '=', 1).execute()).toEqual([{ id: 1 }]);
    expect((await post(api.app, '/api/me', { headers: api.admin.headers })).statusCode).toBe(200);
  });

  it('is for admins only, and answers bad input with 400', async () => {
    const teamId = await newTeam('Kept');
    const leader = await leaderOf(teamId);
    for (const [headers, status] of [[leader.headers, 403], [api.participant.headers, 403], [{}, 401]] as const) {
      expect((await post(api.app, '/api/delete-team', { headers: { ...headers, TeamID: String(teamId) } })).statusCode).toBe(status);
    }
    for (const TeamID of ['', 'x', '-1', '1e3']) {
      expect([TeamID, (await post(api.app, '/api/delete-team', { headers: { ...api.admin.headers, TeamID } })).statusCode]).toEqual([TeamID, 400]);
    }
    expect(await api.db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirstOrThrow()).toEqual({ name: 'Kept' });
  });

  // A table added later with a foreign key that holds on to users or teams would make deletion fail.
  it('is possible for every table: each foreign key to users or teams cascades or lets go', async () => {
    const { rows } = await sql<{ name: string; target: string; on_delete: string }>`
      select conname as name, confrelid::regclass::text as target, confdeltype as on_delete
      from pg_constraint where contype = 'f' and confrelid in ('users'::regclass, 'teams'::regclass)`.execute(api.db);
    const holding = rows.filter((r) => !['c', 'n'].includes(r.on_delete) && r.name !== 'users_team_id_fkey');
    expect(holding).toEqual([]);
    expect(rows.length).toBeGreaterThan(5);
  });
});

describe('POST /api/edit-team with keys named like Object methods', () => {
  it('ignores them, as any key the settings and slides do not have (yup once threw on them: a 500)', async () => {
    const teamId = (await api.db.insertInto('teams').values({ name: 'Protos' }).returning('id').executeTakeFirstOrThrow()).id;
    const payload = { settings: { hasOwnProperty: '', academyQuestion: true }, slides: [{ title: 'A', url: 'https://x.org', constructor: '' }] };
    const res = await post(api.app, '/api/edit-team', { headers: editHeaders(teamId, 'Protos'), payload });
    expect(res.statusCode).toBe(200);
    const team = (await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json();
    expect(team).toMatchObject({ settings: { academyQuestion: true }, slides: [{ title: 'A', url: 'https://x.org' }] });
  });
});
