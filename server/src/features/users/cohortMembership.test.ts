import { createLoggedInUser, createUser, post, setupApiTest, uniqueEmail, type LoggedInUser } from '../../test/helpers';
import { cohortsTeam } from '../../test/participants';

const api = setupApiTest({ participant: true });
let leader: LoggedInUser;
let team: Awaited<ReturnType<typeof cohortsTeam>>;

beforeAll(async () => {
  team = await cohortsTeam(api.db);
  leader = await createLoggedInUser(api.db, api.app, { teamId: team.teamId });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: team.teamId }).execute();
});

const cohortOf = async (id: number) => (await api.db.selectFrom('users').select(['team_id', 'cohort_id']).where('id', '=', id).executeTakeFirstOrThrow());
const foreignCohort = async () => {
  const other = (await api.db.insertInto('teams').values({ name: 'Elsewhere' }).returning('id').executeTakeFirstOrThrow()).id;
  const cohort = (await api.db.insertInto('cohorts').values({ team_id: other, name: 'Far' }).returning('id').executeTakeFirstOrThrow()).id;
  return { other, cohort };
};

describe('a cohort however a user arrives', () => {
  it('add-user places the user in the cohort named, and /api/users lists it', async () => {
    const email = uniqueEmail('cohort');
    const res = await post(api.app, '/api/add-user', { headers: { ...api.admin.headers, TeamID: String(team.teamId), CohortId: String(team.spring), Name: 'In Spring', Email: email, Password: 'Abc123defg' } });
    expect(res.statusCode).toBe(200);
    expect(await cohortOf(res.json().id)).toEqual({ team_id: team.teamId, cohort_id: team.spring });
    const listed = (await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(team.teamId) } })).json();
    expect(listed.users.find((u: { id: number }) => u.id === res.json().id)).toMatchObject({ cohort_id: team.spring, cohort: 'Spring' });
    expect(listed.users.find((u: { name: string }) => u.name === 'Dave')).toMatchObject({ cohort_id: null, cohort: null });
  });

  it('add-user without a cohort, or with -1, places the user in none; a cohort of another team is refused', async () => {
    const add = (CohortId?: string) => {
      const headers: Record<string, string> = { ...api.admin.headers, TeamID: String(team.teamId), Name: 'N', Email: uniqueEmail('c'), Password: 'Abc123defg' };
      if (CohortId !== undefined) headers.CohortId = CohortId;
      return post(api.app, '/api/add-user', { headers });
    };
    expect((await cohortOf((await add()).json().id)).cohort_id).toBeNull();
    expect((await cohortOf((await add('-1')).json().id)).cohort_id).toBeNull();
    const { cohort } = await foreignCohort();
    const refused = await add(String(cohort));
    expect([refused.statusCode, refused.json().error, refused.json().field]).toEqual([404, 'NOT_FOUND', 'CohortId']);
    const malformed = await add('spring');
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, 'VALIDATION']);
  });

  it('add-users takes a cohort by id or by its name in the row team; an unknown name is a row error and adds nobody', async () => {
    const rows = [
      { Name: 'By Id', Email: uniqueEmail('r'), TeamID: team.teamId, CohortId: team.autumn },
      { Name: 'By Name', Email: uniqueEmail('r'), TeamID: team.teamId, Cohort: ' spring ' },
      { Name: 'None', Email: uniqueEmail('r'), TeamID: team.teamId, Cohort: '' },
    ];
    const added = await post(api.app, '/api/add-users', { headers: api.admin.headers, payload: { users: rows } });
    expect(added.statusCode).toBe(200);
    const ids: number[] = added.json().ids;
    expect(await Promise.all(ids.map(async (id) => (await cohortOf(id)).cohort_id))).toEqual([team.autumn, team.spring, null]);

    const misspelt = [{ Name: 'Typo', Email: uniqueEmail('r'), TeamID: team.teamId, Cohort: 'Sprnig' }];
    const refused = await post(api.app, '/api/add-users', { headers: api.admin.headers, payload: { users: misspelt } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('USERS_INVALID');
    expect(refused.json().rows).toEqual([{ row: 1, messages: ['The team has no cohort Sprnig.'] }]);
    expect(await api.db.selectFrom('cohorts').select('name').where('team_id', '=', team.teamId).orderBy('name').execute()).toEqual([{ name: 'Autumn' }, { name: 'Spring' }]);
  });

  it('generate-anonymous places the accounts in the cohort', async () => {
    const res = await post(api.app, '/api/generate-anonymous', { headers: { ...api.admin.headers, TeamID: String(team.teamId), CohortId: String(team.autumn), NumUsers: '2' } });
    expect(res.statusCode).toBe(200);
    const emails: string[] = res.json().credentials.map((c: { email: string }) => c.email);
    const rows = await api.db.selectFrom('users').select('cohort_id').where('email', 'in', emails).execute();
    expect(rows).toEqual([{ cohort_id: team.autumn }, { cohort_id: team.autumn }]);
    const { cohort } = await foreignCohort();
    expect((await post(api.app, '/api/generate-anonymous', { headers: { ...api.admin.headers, TeamID: String(team.teamId), CohortId: String(cohort), NumUsers: '1' } })).statusCode).toBe(404);
  });
});

describe('POST /api/move-users', () => {
  const move = (headers: Record<string, string>, payload: object) => post(api.app, '/api/move-users', { headers, payload });

  it('moves users to another team and cohort; their answers stay theirs', async () => {
    const { user } = await createUser(api.db, { teamId: team.teamId });
    await api.db.insertInto('questionnaire_openings').values({ user_id: user.id, questionnaire: 'self-efficacy', round: 'post' }).execute();
    const { other, cohort } = await foreignCohort();
    const res = await move(api.admin.headers, { UserIDs: [user.id], TeamID: other, CohortId: cohort });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: '1 user moved to Elsewhere, cohort Far.' });
    expect(await cohortOf(user.id)).toEqual({ team_id: other, cohort_id: cohort });
    expect(await api.db.selectFrom('questionnaire_openings').select('user_id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    const records = await api.db.selectFrom('audit_log').select('team_id').where('action', '=', 'usersMoved').execute();
    expect(records.map((r) => r.team_id).sort()).toEqual([team.teamId, other].sort());
  });

  it('lets a leader move participants between cohorts of a team they lead, never into another team nor a leader', async () => {
    const { user } = await createUser(api.db, { teamId: team.teamId });
    const ok = await move(leader.headers, { UserIDs: [user.id], TeamID: team.teamId, CohortId: team.autumn });
    expect([ok.statusCode, ok.json().msg]).toEqual([200, '1 user moved to Cohorts, cohort Autumn.']);
    const none = await move(leader.headers, { UserIDs: [user.id], TeamID: team.teamId, CohortId: -1 });
    expect(none.json().msg).toBe('1 user moved to Cohorts, in no cohort.');
    expect((await cohortOf(user.id)).cohort_id).toBeNull();

    const { other } = await foreignCohort();
    expect((await move(leader.headers, { UserIDs: [user.id], TeamID: other, CohortId: -1 })).statusCode).toBe(403);
    const otherLeader = await createUser(api.db, { teamId: team.teamId });
    await api.db.insertInto('team_leaders').values({ user_id: otherLeader.user.id, team_id: team.teamId }).execute();
    expect((await move(leader.headers, { UserIDs: [otherLeader.user.id], TeamID: team.teamId, CohortId: team.spring })).statusCode).toBe(403);
    expect((await move(api.participant.headers, { UserIDs: [user.id], TeamID: team.teamId, CohortId: -1 })).statusCode).toBe(403);
    expect((await move({}, { UserIDs: [user.id], TeamID: team.teamId, CohortId: -1 })).statusCode).toBe(401);
    expect((await cohortOf(user.id)).team_id).toBe(team.teamId);
  });

  it('refuses bad input, a cohort of another team and an administrator leaving the platform team', async () => {
    const { user } = await createUser(api.db, { teamId: team.teamId });
    const cases: [object, number, string][] = [
      [{ TeamID: team.teamId, CohortId: -1 }, 400, 'VALIDATION'],
      [{ UserIDs: [], TeamID: team.teamId, CohortId: -1 }, 400, 'VALIDATION'],
      [{ UserIDs: [user.id], CohortId: -1 }, 400, 'VALIDATION'],
      [{ UserIDs: [user.id], TeamID: team.teamId }, 400, 'VALIDATION'],
      [{ UserIDs: ['x'], TeamID: team.teamId, CohortId: -1 }, 400, 'VALIDATION'],
      [{ UserIDs: [user.id], TeamID: team.teamId, CohortId: -5 }, 400, 'VALIDATION'],
      [{ UserIDs: [999999], TeamID: team.teamId, CohortId: -1 }, 404, 'NOT_FOUND'],
      [{ UserIDs: [user.id], TeamID: 999999, CohortId: -1 }, 404, 'NOT_FOUND'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await move(api.admin.headers, payload);
      expect([payload, res.statusCode, res.json().error]).toEqual([payload, status, error]);
    }
    const { cohort } = await foreignCohort();
    expect((await move(api.admin.headers, { UserIDs: [user.id], TeamID: team.teamId, CohortId: cohort })).json()).toMatchObject({ error: 'NOT_FOUND', field: 'CohortId' });
    const admin = await createUser(api.db, { admin: true });
    const refused = await move(api.admin.headers, { UserIDs: [admin.user.id, user.id], TeamID: team.teamId, CohortId: -1 });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'ADMIN_PLATFORM_ONLY']);
    expect((await cohortOf(user.id)).team_id).toBe(team.teamId);
    expect((await cohortOf(admin.user.id)).team_id).toBe(1);
  });
});
