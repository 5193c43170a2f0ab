import { MAX_IMPORT_PASSWORDS, MAX_IMPORT_ROWS } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest, uniqueEmail, type LoggedInUser } from '../../test/helpers';

const api = setupApiTest({ participant: true });
let teamA: number;
let teamB: number;
let leaderA: LoggedInUser;

beforeAll(async () => {
  const team = (name: string, language: 'ENG' | 'KOR' = 'ENG') =>
    api.db.insertInto('teams').values({ name, language }).returning('id').executeTakeFirstOrThrow();
  teamA = (await team('Acme', 'KOR')).id;
  teamB = (await team('Other')).id;
  leaderA = await createLoggedInUser(api.db, api.app, { teamId: teamA });
  await api.db.insertInto('team_leaders').values({ user_id: leaderA.user.id, team_id: teamA }).execute();
});

const row = (over: Record<string, unknown> = {}) => ({ Name: 'Row User', Email: uniqueEmail('row'), TeamID: teamA, ...over });
const addUsers = (headers: Record<string, string>, users: unknown, extra: Record<string, string> = {}) =>
  post(api.app, '/api/add-users', { headers: { ...headers, ...extra }, payload: { users } });
const count = async () => Number((await api.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/add-users', () => {
  it('adds every row in one go, in the team language, each to choose a password at first login', async () => {
    const rows = [row({ Name: '김민수' }), row({ Password: 'Chosen-pass1', TeamLeader: true }), row({ Admin: 'false', Password: '' })];
    const res = await addUsers(api.admin.headers, rows);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: '3 users added.', count: 3, ids: [expect.any(Number), expect.any(Number), expect.any(Number)], errors: [] });
    const added = await api.db.selectFrom('users').selectAll().where('id', 'in', res.json().ids).orderBy('id').execute();
    expect(added.map((u) => [u.name, u.email, u.team_id, u.language, u.first_login])).toEqual(
      rows.map((r) => [r.Name, r.Email.toLowerCase(), teamA, 'KOR', true]),
    );
    const leads = await api.db.selectFrom('team_leaders').select('user_id').where('team_id', '=', teamA).execute();
    expect(leads.map((l) => l.user_id)).toContain(res.json().ids[1]);

    // With a password: it works at once. Without: nothing opens the account but its welcome link.
    const withPassword = await post(api.app, '/api/login', { payload: { email: rows[1].Email, password: 'Chosen-pass1' } });
    expect(withPassword.json()).toMatchObject({ first_login: true });
    for (const password of ['', '!none', 'anything-at-all']) {
      const res = await post(api.app, '/api/login', { payload: { email: rows[0].Email, password } });
      expect(res.statusCode).toBe(res.json().error === 'VALIDATION' ? 400 : 401);
    }
  });

  it('answers one message per bad row in the caller’s language and adds nothing', async () => {
    const taken = uniqueEmail('taken');
    await addUsers(api.admin.headers, [row({ Email: taken })]);
    const before = await count();
    const dup = uniqueEmail('dup');
    const res = await addUsers(api.admin.headers, [
      row(),
      row({ Email: 'not-an-email' }),
      row({ Email: dup }),
      row({ Email: dup.toUpperCase(), Name: '' }),
      row({ Email: taken }),
      row({ Admin: true }),
      row({ TeamID: 999_999 }),
      row({ Name: { first: 'x' } }),
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('USERS_INVALID');
    expect(body.message).toBe('No users were added. Please fix the rows listed and try again.');
    expect(body.errors).toEqual([
      'Row 2: Please enter a valid email.',
      `Row 4: Please enter your full name. The email ${dup.toUpperCase()} is also on row 3.`,
      `Row 5: An account with the email ${taken} already exists.`,
      'Row 6: Only members of the platform team can be website admins.',
      'Row 7: There is no team 999999.',
      'Row 8: Please enter your full name.',
    ]);
    expect(body.rows.map((r: { row: number }) => r.row)).toEqual([2, 4, 5, 6, 7, 8]);
    expect(await count()).toBe(before);
  });

  it('checks without adding anything on a dry run', async () => {
    const before = await count();
    const ok = await addUsers(api.admin.headers, [row(), row()], { DryRun: 'true' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { msg: '2 rows checked: they can all be added.', count: 2, ids: [], errors: [] }]);
    const bad = await addUsers(api.admin.headers, [row({ Email: 'x' })], { DryRun: 'true' });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, ['Row 1: Please enter a valid email.']]);
    expect(await count()).toBe(before);
  });

  it('lets a leader add plain users to the teams they lead, and nothing else', async () => {
    expect((await addUsers(leaderA.headers, [row()])).statusCode).toBe(200);
    const cases: [string, Record<string, string>, unknown[], number][] = [
      ['another team', leaderA.headers, [row({ TeamID: teamB })], 403],
      ['the leader flag', leaderA.headers, [row({ TeamLeader: true })], 403],
      ['the admin flag', leaderA.headers, [row({ Admin: true, TeamID: 1 })], 403],
      ['a participant', api.participant.headers, [row()], 403],
      ['a visitor', {}, [row()], 401],
    ];
    const before = await count();
    for (const [name, headers, users, status] of cases) {
      const res = await addUsers(headers, users);
      expect([name, res.statusCode]).toEqual([name, status]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a malformed upload with a clear message', async () => {
    const big = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({}));
    const passwords = Array.from({ length: MAX_IMPORT_PASSWORDS + 1 }, () => row({ Password: 'Long-enough-1' }));
    const cases: [unknown, number, string][] = [
      [undefined, 400, 'There are no users to add.'],
      ['rows', 400, 'There are no users to add.'],
      [[], 400, 'There are no users to add.'],
      [big, 400, 'At most 10000 users can be added at once.'],
      [passwords, 400, 'At most 25 rows can include a password. Leave out the passwords and send welcome emails instead.'],
      [['text', 5, null], 400, 'Row 1: Please enter your full name. Please enter a valid email. Please choose a valid option.'],
    ];
    for (const [users, status, first] of cases) {
      const res = await addUsers(api.admin.headers, users);
      expect([res.statusCode, res.json().errors[0]]).toEqual([status, first]);
    }
    const nul = await addUsers(api.admin.headers, [row({ Name: 'A\u0000B' })]);
    expect([nul.statusCode, nul.json().error]).toEqual([400, 'BAD_REQUEST']);
    const long = await addUsers(api.admin.headers, [row({ Name: 'x'.repeat(201) })]);
    expect(long.json().errors).toEqual(['Row 1: This entry is too long.']);
    const dryRun = await addUsers(api.admin.headers, [row()], { DryRun: 'maybe' });
    expect([dryRun.statusCode, dryRun.json().error]).toEqual([400, 'VALIDATION']);
  });

  it('adds one of two racing uploads that share an email, and nothing of the other', async () => {
    const shared = uniqueEmail('race');
    const before = await count();
    const uploads = [[row({ Email: shared }), row(), row()], [row(), row({ Email: shared })]];
    const answers = await Promise.all(uploads.map((users) => addUsers(api.admin.headers, users)));
    // The loser is refused by the check (400) or, past it at the same moment, by the unique index (409).
    const [first, second] = answers.map((res) => res.statusCode).sort();
    expect(first).toBe(200);
    expect([400, 409]).toContain(second);
    const won = answers.findIndex((res) => res.statusCode === 200);
    expect(await count()).toBe(before + uploads[won].length);
  });

  it('answers in the caller’s language', async () => {
    const spanish = await createLoggedInUser(api.db, api.app, { admin: true, language: 'SPA' });
    const res = await addUsers(spanish.headers, [row(), row({ Email: 'bad' })]);
    expect(res.json().errors).toEqual(['Fila 2: Ingrese un correo electrónico válido.']);
  });
});
