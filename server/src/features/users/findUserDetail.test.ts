import { sql } from 'kysely';
import { activeParticipant, fetchQuestions } from '../../test/participants';
import { completeAnswers } from '../../test/answers';
import { createLoggedInUser, createUser, login, post, setupApiTest, type LoggedInUser } from '../../test/helpers';

const api = setupApiTest({ participant: true });
let teamA: number;
let teamB: number;
let leaderA: LoggedInUser;
let otherLeader: LoggedInUser;

beforeAll(async () => {
  const team = (name: string) => api.db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
  teamA = (await team('Acme')).id;
  teamB = (await team('Other')).id;
  leaderA = await createLoggedInUser(api.db, api.app, { teamId: teamA });
  otherLeader = await createLoggedInUser(api.db, api.app, { teamId: teamB });
  await api.db.insertInto('team_leaders').values([{ user_id: leaderA.user.id, team_id: teamA }, { user_id: otherLeader.user.id, team_id: teamB }]).execute();
});

const call = (url: string, headers: Record<string, string>, params: Record<string, string | number>) =>
  post(api.app, url, { headers: { ...headers, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) } });

describe('POST /api/responses', () => {
  it('shows the user and their stored answers, in the viewer’s language', async () => {
    const user = await activeParticipant(api.db, api.app, { teamId: teamA, name: 'Ana Lima', language: 'SPA' });
    const questions = await fetchQuestions(api.app, user.headers);
    const submitted = await post(api.app, '/api/answers', { headers: user.headers, payload: { ...completeAnswers(questions, 2), user_email: user.email } });
    expect(submitted.statusCode).toBe(200);
    await api.db
      .updateTable('assessment_responses')
      .set({ text_answers: JSON.stringify({ 2: [{ id: 1, text: 'doorstop' }] }) })
      .where('user_id', '=', user.user.id)
      .execute();
    await api.db
      .insertInto('assessment_responses')
      .values({ user_id: user.user.id, kind: 'reassessment', version: 'v1', answers: JSON.stringify({ 0: { 1: 6 } }), text_answers: '{}', demographics: '{}', scores: '{}' })
      .execute();

    const res = await call('/api/responses', api.admin.headers, { UserID: user.user.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      userName: 'Ana Lima',
      userEmail: user.email,
      userAdmin: false,
      userTeamLeader: false,
      userTeamID: teamA,
      status: 'finished',
      resultsActive: false,
      teamLead: [],
      userTeamName: 'Acme',
      userTeamIsPlatform: false,
    });
    const types = body.responses.map((r: { question: { type: string } }) => r.question.type);
    expect(types).toEqual(['agree1to7', 'howoften', 'freeform', 'agree1to7', 'freeform', 'howoften', 'agree1to7', 'howoften', 'demographics', 'sevenpoint']);
    const [agree, , freeform] = body.responses;
    expect(agree.question.prompt).toMatch(/^Please indicate how much you agree/);
    expect(agree.value).toEqual(Object.fromEntries(agree.question.statements.map((_: string, i: number) => [String(i), 2])));
    expect(freeform.value).toEqual(['doorstop']);
    const demographics = body.responses[8];
    expect(demographics.question.statements.length).toBe(Object.keys(demographics.value).length);
    expect(demographics.question.statements).toContain('Sex');
    const reassessment = body.responses[9];
    expect(reassessment).toMatchObject({ kind: 'reassessment', value: { 0: 6 } });
    expect(reassessment.scale).toHaveLength(7);
    expect(reassessment.scale[5]).toBe('Agree');

    // The user sees their own; their leader too, in the leader's language.
    expect((await call('/api/responses', user.headers, { UserID: user.user.id })).json().responses[0].question.prompt).toMatch(/^Indique/);
    expect((await call('/api/responses', leaderA.headers, { UserID: user.user.id })).statusCode).toBe(200);
  });

  it('refuses other teams’ leaders, other participants, visitors and bad ids', async () => {
    const target = await createUser(api.db, { teamId: teamA });
    const cases: [Record<string, string>, string, number][] = [
      [otherLeader.headers, String(target.user.id), 403],
      [api.participant.headers, String(target.user.id), 403],
      [{}, String(target.user.id), 401],
      [api.admin.headers, '999999', 404],
      [api.admin.headers, 'abc', 400],
      [api.admin.headers, '', 400],
    ];
    for (const [headers, id, status] of cases) expect([id, (await call('/api/responses', headers, { UserID: id })).statusCode]).toEqual([id, status]);
    const empty = await call('/api/responses', api.admin.headers, { UserID: target.user.id });
    expect(empty.json()).toMatchObject({ responses: [], status: 'registered' });
  });
});

describe('POST /api/edit-user', () => {
  const edit = (headers: Record<string, string>, userId: number, over: Record<string, string> = {}) =>
    call('/api/edit-user', headers, { UserID: userId, UserName: 'Edited Name', UserEmail: `edited-${userId}@example.org`, ...over });

  it('changes the name and email (unique whatever the case), in one go', async () => {
    const target = await createUser(api.db, { teamId: teamA });
    const res = await edit(api.admin.headers, target.user.id, { UserName: encodeURIComponent('김민수'), UserEmail: `New-${target.user.id}@Example.org` });
    expect([res.statusCode, res.json()]).toEqual([200, { msg: 'User updated.' }]);
    expect(await login(api.app, `new-${target.user.id}@example.org`, target.password)).toEqual(expect.any(String));
    const taken = await edit(api.admin.headers, target.user.id, { UserName: 'Not Saved', UserEmail: api.admin.email.toUpperCase() });
    expect([taken.statusCode, taken.json().error, taken.json().message]).toEqual([409, 'EMAIL_TAKEN', 'That email is already used by another account.']);
    const row = await api.db.selectFrom('users').select(['name', 'email']).where('id', '=', target.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: '김민수', email: `new-${target.user.id}@example.org` });
  });

  it('lets only an admin change the flags: website admin for the platform team only, never one’s own', async () => {
    const inA = await createUser(api.db, { teamId: teamA });
    const notPlatform = await edit(api.admin.headers, inA.user.id, { UserAdmin: 'true' });
    expect([notPlatform.statusCode, notPlatform.json().error]).toEqual([400, 'ADMIN_PLATFORM_ONLY']);
    expect((await edit(api.admin.headers, inA.user.id, { UserTeamLeader: 'true' })).statusCode).toBe(200);
    await api.db.insertInto('team_leaders').values({ user_id: inA.user.id, team_id: teamB }).execute();
    let detail = (await call('/api/responses', api.admin.headers, { UserID: inA.user.id })).json();
    expect([detail.userTeamLeader, detail.teamLead]).toEqual([true, [teamA, teamB]]);
    expect((await edit(api.admin.headers, inA.user.id, { UserTeamLeader: 'false' })).statusCode).toBe(200);
    detail = (await call('/api/responses', api.admin.headers, { UserID: inA.user.id })).json();
    expect([detail.userTeamLeader, detail.teamLead]).toEqual([false, [teamB]]);

    const inPlatform = await createUser(api.db, { teamId: 1 });
    expect((await edit(api.admin.headers, inPlatform.user.id, { UserAdmin: 'true' })).statusCode).toBe(200);
    expect((await call('/api/responses', api.admin.headers, { UserID: inPlatform.user.id })).json().userAdmin).toBe(true);
    const self = await edit(api.admin.headers, api.admin.user.id, { UserEmail: api.admin.email, UserAdmin: 'false' });
    expect([self.statusCode, self.json().message]).toEqual([400, "You can't remove your own admin rights."]);
  });

  it('lets a leader edit the plain participants of their team, without the flags', async () => {
    const inA = await createUser(api.db, { teamId: teamA });
    const inB = await createUser(api.db, { teamId: teamB });
    expect((await edit(leaderA.headers, inA.user.id, { UserAdmin: 'false', UserTeamLeader: 'false' })).statusCode).toBe(200);
    const cases: [string, number, Record<string, string>, number][] = [
      ['the leader flag', inA.user.id, { UserTeamLeader: 'true' }, 403],
      ['another team', inB.user.id, {}, 403],
      ['another leader', otherLeader.user.id, {}, 403],
      ['themselves', leaderA.user.id, {}, 403],
      ['an admin', api.admin.user.id, {}, 403],
    ];
    for (const [name, id, over, status] of cases) expect([name, (await edit(leaderA.headers, id, over)).statusCode]).toEqual([name, status]);
    expect((await edit(api.participant.headers, inA.user.id)).statusCode).toBe(403);
    expect((await edit({}, inA.user.id)).statusCode).toBe(401);
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const target = await createUser(api.db, { teamId: teamA, name: 'Kept' });
    const cases: [Record<string, string>, number][] = [
      [{ UserName: '' }, 400],
      [{ UserEmail: 'nope' }, 400],
      [{ UserName: 'x'.repeat(201) }, 400],
      [{ UserName: 'A%00B' }, 400],
      [{ UserAdmin: 'maybe' }, 400],
      [{ UserID: 'abc' }, 400],
      [{ UserID: '999999' }, 404],
    ];
    for (const [over, status] of cases) {
      const res = await edit(api.admin.headers, target.user.id, over);
      expect([over, res.statusCode, typeof res.json().message]).toEqual([over, status, 'string']);
    }
    expect((await api.db.selectFrom('users').select('name').where('id', '=', target.user.id).executeTakeFirstOrThrow()).name).toBe('Kept');
  });
});

describe('POST /api/edit-user with TeamLead', () => {
  const leads = async (userId: number) =>
    (await api.db.selectFrom('team_leaders').select('team_id').where('user_id', '=', userId).orderBy('team_id').execute()).map((r) => r.team_id);

  it('lets an admin set every team a user leads, which the user may then manage', async () => {
    const target = await createLoggedInUser(api.db, api.app, { teamId: teamA, name: 'Multi' });
    const base = { UserID: target.user.id, UserName: 'Multi', UserEmail: target.email };
    expect((await call('/api/edit-user', api.admin.headers, { ...base, TeamLead: `${teamB},${teamA}` })).statusCode).toBe(200);
    expect(await leads(target.user.id)).toEqual([teamA, teamB].sort((a, b) => a - b));
    const headers = { authorization: `Bearer ${await login(api.app, target.email, target.password)}` };
    expect((await call('/api/users', headers, { TeamID: teamB })).statusCode).toBe(200);
    expect((await call('/api/edit-user', api.admin.headers, { ...base, TeamLead: '' })).statusCode).toBe(200);
    expect(await leads(target.user.id)).toEqual([]);
  });

  it('is for admins only, and refuses unknown teams and bad lists', async () => {
    const target = await createUser(api.db, { teamId: teamA, name: 'Plain' });
    const base = { UserID: target.user.id, UserName: 'Plain', UserEmail: target.email };
    expect((await call('/api/edit-user', leaderA.headers, { ...base, TeamLead: String(teamA) })).statusCode).toBe(403);
    expect((await call('/api/edit-user', api.admin.headers, { ...base, TeamLead: '999999' })).statusCode).toBe(404);
    for (const bad of ['x', '1,,2', '-3', '1.5']) {
      expect((await call('/api/edit-user', api.admin.headers, { ...base, TeamLead: bad })).statusCode).toBe(400);
    }
    expect(await leads(target.user.id)).toEqual([]);
  });
});

describe('POST /api/edit-user-password', () => {
  it('sets the password, ends the user’s sessions and asks for their own at the next login', async () => {
    const target = await createLoggedInUser(api.db, api.app, { teamId: teamA });
    const res = await call('/api/edit-user-password', leaderA.headers, { UserID: target.user.id, UserPassword: encodeURIComponent('새 비밀번호 1234') });
    expect(res.statusCode).toBe(200);
    expect((await post(api.app, '/api/me', { headers: target.headers })).statusCode).toBe(401);
    expect((await post(api.app, '/api/login', { payload: { email: target.email, password: target.password } })).statusCode).toBe(401);
    const fresh = await post(api.app, '/api/login', { payload: { email: target.email, password: '새 비밀번호 1234' } });
    expect(fresh.json().first_login).toBe(true);
  });

  it('refuses a short password, other teams and non-managers', async () => {
    const inA = await createUser(api.db, { teamId: teamA });
    const short = await call('/api/edit-user-password', api.admin.headers, { UserID: inA.user.id, UserPassword: 'short' });
    expect([short.statusCode, short.json().message]).toEqual([400, "Please enter a password that's at least 8 characters."]);
    expect((await call('/api/edit-user-password', api.admin.headers, { UserID: inA.user.id })).statusCode).toBe(400);
    expect((await call('/api/edit-user-password', otherLeader.headers, { UserID: inA.user.id, UserPassword: 'long-enough-1' })).statusCode).toBe(403);
    expect((await call('/api/edit-user-password', api.participant.headers, { UserID: inA.user.id, UserPassword: 'long-enough-1' })).statusCode).toBe(403);
    expect((await call('/api/edit-user-password', {}, { UserID: inA.user.id, UserPassword: 'long-enough-1' })).statusCode).toBe(401);
    expect(await login(api.app, inA.email, inA.password)).toEqual(expect.any(String));
  });
});

describe('POST /api/delete-user', () => {
  it('deletes the user and all their data; they can no longer log in; their class gets the seat back', async () => {
    const cls = await api.db.insertInto('classes').values({ team_id: teamA, name: 'Class', num_students: 1 }).returning('id').executeTakeFirstOrThrow();
    const target = await activeParticipant(api.db, api.app, { teamId: teamA });
    await api.db.updateTable('users').set({ class_id: cls.id }).where('id', '=', target.user.id).execute();
    await post(api.app, '/api/answers', { headers: target.headers, payload: { ...completeAnswers(await fetchQuestions(api.app, target.headers)), user_email: target.email } });
    await post(api.app, '/api/reset-send-welcomes', { headers: api.admin.headers, payload: { UserIDs: [target.user.id] } });

    const res = await call('/api/delete-user', leaderA.headers, { UserID: target.user.id });
    expect([res.statusCode, res.json()]).toEqual([200, { teamID: teamA, msg: 'User deleted.' }]);
    expect((await post(api.app, '/api/me', { headers: target.headers })).statusCode).toBe(401);
    expect((await post(api.app, '/api/login', { payload: { email: target.email, password: target.password } })).statusCode).toBe(401);
    for (const table of ['users', 'sessions', 'reset_tokens', 'assessment_responses'] as const) {
      const column = table === 'users' ? 'id' : 'user_id';
      const left = await api.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).where(column, '=', target.user.id).executeTakeFirstOrThrow();
      expect([table, Number(left.n)]).toEqual([table, 0]);
    }
    expect((await api.db.selectFrom('classes').select('num_students').where('id', '=', cls.id).executeTakeFirstOrThrow()).num_students).toBe(0);
    expect((await call('/api/responses', api.admin.headers, { UserID: target.user.id })).statusCode).toBe(404);
  });

  // Payments stay, without the user: they are the record of money that moved.
  it('has every reference to a user go with the user, but payments', async () => {
    const { rows } = await sql<{ table: string; rule: string }>`
      select tc.table_name as table, rc.delete_rule as rule
      from information_schema.table_constraints tc
      join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name and rc.constraint_schema = tc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = current_schema()`.execute(api.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.rule !== 'CASCADE')).toEqual([{ table: 'payments', rule: 'SET NULL' }]);
  });

  it('refuses deleting oneself, leaders and admins by a leader, other teams and non-managers', async () => {
    const self = await call('/api/delete-user', api.admin.headers, { UserID: api.admin.user.id });
    expect([self.statusCode, self.json().message]).toEqual([400, "You can't delete your own account."]);
    const inA = await createUser(api.db, { teamId: teamA });
    const cases: [Record<string, string>, number, number][] = [
      [leaderA.headers, otherLeader.user.id, 403],
      [leaderA.headers, api.admin.user.id, 403],
      [otherLeader.headers, inA.user.id, 403],
      [api.participant.headers, inA.user.id, 403],
      [{}, inA.user.id, 401],
      [api.admin.headers, 999_999, 404],
    ];
    for (const [headers, id, status] of cases) expect([id, (await call('/api/delete-user', headers, { UserID: id })).statusCode]).toEqual([id, status]);
    expect((await call('/api/delete-user', api.admin.headers, { UserID: 'x' })).statusCode).toBe(400);
    expect(await login(api.app, inA.email, inA.password)).toEqual(expect.any(String));
  });
});
