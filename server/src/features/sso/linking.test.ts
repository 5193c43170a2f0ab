import { createLoggedInUser, createUser, login, post, setupApiTest } from '../../test/helpers';
import type { TestProvider } from '../../test/oidcProvider';
import { codeNow, nextStep, passwordStep, turnOnMfa } from '../../test/secondFactor';
import { configure, newTeam, passwordLogin, signInThrough, ssoLogin, startProvider, startUrl } from './testing';

// An account that has a password and the provider's verified email (issue 24): linked only after
// its owner logs in with the password once, from the browser that came back from the provider; a
// manager's account never.
const api = setupApiTest();
let provider: TestProvider;

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => provider.close());

const LINK = '/login?sso=link';

async function memberOfSsoTeam() {
  const team = await newTeam(api.db);
  await configure(api, team.teamId, { issuer: provider.issuer, domains: [team.domain] });
  const made = await createUser(api.db, { email: team.email('member'), teamId: team.teamId });
  const subject = `sub-${team.domain}`;
  provider.setAccount({ subject, email: made.email, emailVerified: true });
  return { ...team, ...made, subject };
}

const identities = (userId: number) => api.db.selectFrom('user_identities').select(['issuer', 'subject']).where('user_id', '=', userId).execute();

const pendingLinks = (userId: number) => api.db.selectFrom('sso_pending_links').select('user_id').where('user_id', '=', userId).execute();

it('waits for the password, then links the identity and logs in through the provider', async () => {
  const { user, email, password, subject } = await memberOfSsoTeam();
  expect((await signInThrough(api, provider, email, subject)).location).toBe(LINK);
  const back = await signInThrough(api, provider, email, subject);
  expect(back.location).toBe(LINK);
  expect(await identities(user.id)).toEqual([]);

  expect((await passwordLogin(api, email, password, back.cookie)).statusCode).toBe(200);
  expect(await identities(user.id)).toEqual([{ issuer: provider.issuer, subject }]);
  expect(await pendingLinks(user.id)).toEqual([]);

  const res = await ssoLogin(api, await signInThrough(api, provider, email, subject));
  expect([res.statusCode, res.json().user_id]).toEqual([200, user.id]);
});

it('links at a login finished with a second factor, and answers that login a code step after sign-in too', async () => {
  const { user, email, password, subject } = await memberOfSsoTeam();
  const { secret } = await turnOnMfa(api.app, { headers: { authorization: `Bearer ${await login(api.app, email, password)}` }, password });
  const back = await signInThrough(api, provider, email, subject);
  expect(back.location).toBe(LINK);
  // From another browser (none, or its own cookie), the second factor does not finish the link either.
  for (const cookie of ['', (await startUrl(api, email)).cookie]) {
    const other = await passwordStep(api.app, email, password);
    await nextStep(api.db, user.id);
    const res = await post(api.app, '/api/login-mfa', { payload: { mfa_token: other, Code: codeNow(secret) }, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    expect(await identities(user.id)).toEqual([]);
  }
  const token = (await passwordLogin(api, email, password, back.cookie)).json().mfa_token;
  expect(await identities(user.id)).toEqual([]);
  await nextStep(api.db, user.id);
  expect((await post(api.app, '/api/login-mfa', { payload: { mfa_token: token, Code: codeNow(secret) }, headers: { cookie: back.cookie } })).statusCode).toBe(200);
  expect(await identities(user.id)).toEqual([{ issuer: provider.issuer, subject }]);

  const res = await ssoLogin(api, await signInThrough(api, provider, email, subject));
  expect(res.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
});

it('lets a pending link lapse after the hour', async () => {
  const { user, email, password, subject } = await memberOfSsoTeam();
  const back = await signInThrough(api, provider, email, subject);
  expect(back.location).toBe(LINK);
  await api.db.updateTable('sso_pending_links').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
  await passwordLogin(api, email, password, back.cookie);
  expect(await identities(user.id)).toEqual([]);
});

it('finishes a pending link only at a password login from the browser that came back from the provider (no takeover by whoever registered the address)', async () => {
  // Registration does not verify emails: the account with the person's address may be an attacker's.
  const { user, email, password, subject } = await memberOfSsoTeam();
  const victim = await signInThrough(api, provider, email, subject);
  expect(victim.location).toBe(LINK);
  const attacker = await startUrl(api, email);
  for (const cookie of ['', attacker.cookie, 'sso_browser=made-up']) {
    expect((await passwordLogin(api, email, password, cookie)).statusCode).toBe(200);
    expect(await identities(user.id)).toEqual([]);
    expect(await pendingLinks(user.id)).toEqual([{ user_id: user.id }]);
  }
  expect((await passwordLogin(api, email, password, victim.cookie)).statusCode).toBe(200);
  expect(await identities(user.id)).toEqual([{ issuer: provider.issuer, subject }]);
  expect(await pendingLinks(user.id)).toEqual([]);
});

it("refuses an admin's or a leader's account, and an account of another team, and never makes a manager", async () => {
  const team = await newTeam(api.db);
  await configure(api, team.teamId, { issuer: provider.issuer, domains: [team.domain] });
  const admin = await createUser(api.db, { email: team.email('admin'), admin: true });
  const leader = await createLoggedInUser(api.db, api.app, { email: team.email('leader'), teamId: team.teamId });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: team.teamId }).execute();
  const elsewhere = await createUser(api.db, { email: team.email('elsewhere') });
  for (const [subject, email] of [['sub-admin', admin.email], ['sub-leader', leader.email], ['sub-elsewhere', elsewhere.email]]) {
    provider.setAccount({ subject, email, emailVerified: true });
    expect((await signInThrough(api, provider, email, subject)).location).toBe('/login?sso_error=SSO_ACCOUNT_REFUSED');
  }
  expect(await api.db.selectFrom('sso_pending_links').select('user_id').where('user_id', 'in', [admin.user.id, leader.user.id, elsewhere.user.id]).execute()).toEqual([]);

  provider.setAccount({ subject: 'sub-new', email: team.email('new'), emailVerified: true });
  const made = await ssoLogin(api, await signInThrough(api, provider, team.email('new'), 'sub-new'));
  expect(made.json()).toMatchObject({ admin: false, team_id: team.teamId });
  expect(await api.db.selectFrom('team_leaders').select('team_id').where('user_id', '=', made.json().user_id).execute()).toEqual([]);
  const audit = await api.db.selectFrom('audit_log').select(['action', 'actor_id', 'actor_role']).where('team_id', '=', team.teamId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(audit).toEqual({ action: 'ssoAccountCreated', actor_id: api.admin.user.id, actor_role: 'admin' });
});

it('checks an account found by its identity again: made a leader, moved or made an admin, it is refused', async () => {
  const team = await newTeam(api.db);
  await configure(api, team.teamId, { issuer: provider.issuer, domains: [team.domain] });
  provider.setAccount({ subject: 'sub-later', email: team.email('later'), emailVerified: true });
  const made = (await ssoLogin(api, await signInThrough(api, provider, team.email('later'), 'sub-later'))).json();
  await api.db.insertInto('team_leaders').values({ user_id: made.user_id, team_id: team.teamId }).execute();
  expect((await signInThrough(api, provider, team.email('later'), 'sub-later')).location).toBe('/login?sso_error=SSO_ACCOUNT_REFUSED');
  await api.db.deleteFrom('team_leaders').where('user_id', '=', made.user_id).execute();
  await api.db.updateTable('users').set({ admin: true }).where('id', '=', made.user_id).execute();
  expect((await signInThrough(api, provider, team.email('later'), 'sub-later')).location).toBe('/login?sso_error=SSO_ACCOUNT_REFUSED');
  await api.db.updateTable('users').set({ admin: false, team_id: 1 }).where('id', '=', made.user_id).execute();
  expect((await signInThrough(api, provider, team.email('later'), 'sub-later')).location).toBe('/login?sso_error=SSO_ACCOUNT_REFUSED');
  await api.db.updateTable('users').set({ team_id: team.teamId }).where('id', '=', made.user_id).execute();
  expect((await signInThrough(api, provider, team.email('later'), 'sub-later')).location).toMatch(/^\/sso\?c=/);
});
