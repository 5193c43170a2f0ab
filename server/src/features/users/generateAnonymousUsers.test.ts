import { decodeAnonymousLink, encodeAnonymousLink, MAX_ANONYMOUS } from 'shared-api/contract';
import { createLoggedInUser, post, setupApiTest, type LoggedInUser } from '../../test/helpers';
import { ANONYMOUS_DOMAIN } from '../email';
import { GENERATED_COST } from './generateAnonymousUsers';

const api = setupApiTest({ participant: true });
let teamA: number;
let teamB: number;
let leaderA: LoggedInUser;

beforeAll(async () => {
  const team = (name: string, language: 'ENG' | 'SPA') => api.db.insertInto('teams').values({ name, language }).returning('id').executeTakeFirstOrThrow();
  teamA = (await team('Acme', 'SPA')).id;
  teamB = (await team('Other', 'ENG')).id;
  leaderA = await createLoggedInUser(api.db, api.app, { teamId: teamA });
  await api.db.insertInto('team_leaders').values({ user_id: leaderA.user.id, team_id: teamA }).execute();
});

const generate = (headers: Record<string, string>, numUsers: string, teamId = teamA) =>
  post(api.app, '/api/generate-anonymous', { headers: { ...headers, NumUsers: numUsers, TeamID: String(teamId) } });

describe('POST /api/generate-anonymous', () => {
  it('creates the users and answers their credentials, each of which fits an au link that signs in', async () => {
    const res = await generate(api.admin.headers, '3');
    expect(res.statusCode).toBe(200);
    const { credentials, msg } = res.json();
    expect(msg).toBe('3 anonymous users created.');
    expect(credentials).toHaveLength(3);
    for (const c of credentials) {
      expect(c).toEqual({ name: expect.stringMatching(/^Anónimo [a-z2-9]{10}$/), email: expect.stringMatching(new RegExp(`^anon-[a-z2-9]{10}@${ANONYMOUS_DOMAIN}$`)), password: expect.stringMatching(/^[A-Za-z2-9]{10}$/) });
      expect(c.password).toMatch(/\d/);
      const link = encodeAnonymousLink(c);
      expect(decodeAnonymousLink(link)).toEqual({ email: c.email, password: c.password });
    }
    const decoded = decodeAnonymousLink(encodeAnonymousLink(credentials[0])) ?? {};
    const login = await post(api.app, '/api/login', { payload: decoded });
    expect(login.json()).toMatchObject({ first_login: true, team_id: teamA, language: 'SPA', admin: false });
    const rows = await api.db.selectFrom('users').select(['password_hash', 'team_id']).where('email', 'in', credentials.map((c: { email: string }) => c.email)).execute();
    expect(rows).toHaveLength(3);
    // Generated passwords are hashed at the lower of the configured cost and GENERATED_COST.
    const { memoryKiB, timeCost } = api.config.passwordCost;
    const params = `m=${Math.min(memoryKiB, GENERATED_COST.memoryKiB)},t=${Math.min(timeCost, GENERATED_COST.timeCost)},p=1`;
    expect(rows.every((r) => r.password_hash.startsWith(`$argon2id$v=19$${params}$`))).toBe(true);
  });

  it('refuses a number outside 1 to the limit, with the limit in the message', async () => {
    for (const n of ['0', '', 'abc', '2.5', '-1', String(MAX_ANONYMOUS + 1)]) {
      const res = await generate(api.admin.headers, n);
      expect([n, res.statusCode, res.json().message]).toEqual([n, 400, `Please enter a number of users from 1 to ${MAX_ANONYMOUS}.`]);
    }
    const noTeam = await post(api.app, '/api/generate-anonymous', { headers: { ...api.admin.headers, NumUsers: '1' } });
    expect([noTeam.statusCode, noTeam.json().error]).toEqual([400, 'VALIDATION']);
    expect((await generate(api.admin.headers, '1', 999_999)).statusCode).toBe(404);
  });

  it('lets a leader generate for the teams they lead only; refuses participants and visitors', async () => {
    expect((await generate(leaderA.headers, '1')).statusCode).toBe(200);
    expect((await generate(leaderA.headers, '1', teamB)).statusCode).toBe(403);
    expect((await generate(api.participant.headers, '1')).statusCode).toBe(403);
    expect((await generate({}, '1')).statusCode).toBe(401);
  });
});
