import { translate } from 'shared-api/texts';
import { bearer, createLoggedInUser, login, post, setupApiTest, type LoggedInUser } from '../../test/helpers';
import { codeNow, nextStep, turnOnMfa } from '../../test/secondFactor';

// REQUIRE_MFA_FOR_MANAGERS (issue 24): managers are held at the management calls until they have a
// second factor; their own calls, the setup and logging in and out still answer.
const api = setupApiTest({ participant: true, env: () => ({ REQUIRE_MFA_FOR_MANAGERS: 'true' }) });

const call = (url: string, who: LoggedInUser, headers: Record<string, string> = {}) => post(api.app, url, { headers: { ...who.headers, ...headers } });

async function newLeader() {
  const team = await api.db.insertInto('teams').values({ name: `Led ${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
  const made = await createLoggedInUser(api.db, api.app, { teamId: team.id });
  // The session's user is read at its first call, and a change to what they lead reaches the cache anyway.
  await api.db.insertInto('team_leaders').values({ user_id: made.user.id, team_id: team.id }).execute();
  return { ...made, teamId: team.id };
}

it('holds an admin without a second factor at every management call, in their language, until they set one up', async () => {
  const admin = await createLoggedInUser(api.db, api.app, { admin: true, language: 'KOR' });
  for (const [url, headers] of [['/api/teams-by-recency', {}], ['/api/audit-log', {}], ['/api/add-team', { teamName: 'Never made' }], ['/api/mfa-reset', { UserID: String(api.participant.user.id) }]] as const) {
    const res = await call(url, admin, headers);
    expect([url, res.statusCode, res.json().error]).toEqual([url, 403, 'MFA_REQUIRED']);
    expect(res.json().message).toBe(translate('KOR', 'errors.MFA_REQUIRED'));
  }
  expect(await api.db.selectFrom('teams').select('id').where('name', '=', 'Never made').execute()).toEqual([]);
  // What leads to the setup answers.
  expect((await call('/api/me', admin)).json()).toMatchObject({ user_id: admin.user.id, admin: true, mfa_enabled: false, mfa_setup_required: true });
  expect((await post(api.app, '/api/set-language', { headers: admin.headers, payload: { language: 'KOR' } })).statusCode).toBe(200);
  const { secret, headers } = await turnOnMfa(api.app, admin);
  // The session turning it on ended; the one it answered was opened with the factor.
  expect((await call('/api/me', admin)).statusCode).toBe(401);
  const strong = { ...admin, headers };
  expect((await call('/api/teams-by-recency', strong)).statusCode).toBe(200);
  expect((await call('/api/me', strong)).json()).toMatchObject({ mfa_enabled: true, mfa_setup_required: false });
  // Turned off again: that session was opened with the factor and stays strong; a new login is held again.
  await nextStep(api.db, admin.user.id);
  expect((await post(api.app, '/api/mfa-disable', { headers, payload: { Code: codeNow(secret), CurrentPassword: admin.password } })).statusCode).toBe(200);
  expect((await call('/api/teams-by-recency', strong)).statusCode).toBe(200);
  const again = { ...admin, headers: bearer(await login(api.app, admin.email, admin.password)) };
  expect((await call('/api/teams-by-recency', again)).json().error).toBe('MFA_REQUIRED');
});

it('holds a team leader the same way, and leaves them their own portal', async () => {
  const leader = await newLeader();
  const held = await call('/api/cohorts', leader);
  expect([held.statusCode, held.json().error]).toEqual([403, 'MFA_REQUIRED']);
  expect((await call('/api/me', leader)).json()).toMatchObject({ teamLeader: true, mfa_setup_required: true });
  expect((await call('/api/add-cohort', leader, { TeamID: String(leader.teamId), CohortName: 'Held' })).json().error).toBe('MFA_REQUIRED');
  expect((await call('/api/portal-data', leader, { UserEmail: leader.email })).statusCode).toBe(200);
  const strong = { ...leader, headers: (await turnOnMfa(api.app, leader)).headers };
  expect((await call('/api/cohorts', strong)).statusCode).toBe(200);
  expect((await call('/api/add-cohort', strong, { TeamID: String(leader.teamId), CohortName: 'Allowed' })).statusCode).toBe(200);
});

it('changes nothing for a participant, and logging in and out still answer a held manager', async () => {
  const refused = await call('/api/teams-by-recency', api.participant);
  expect([refused.statusCode, refused.json().error]).toEqual([403, 'FORBIDDEN']);
  expect((await call('/api/portal-data', api.participant, { UserEmail: api.participant.email })).statusCode).toBe(200);
  expect((await call('/api/mfa-setup', api.participant)).statusCode).toBe(200);
  expect((await call('/api/me', api.participant)).json()).toMatchObject({ mfa_enabled: false, mfa_setup_required: false });

  const admin = await createLoggedInUser(api.db, api.app, { admin: true });
  expect((await call('/api/logout', admin)).statusCode).toBe(200);
  expect((await call('/api/me', admin)).statusCode).toBe(401);
});
