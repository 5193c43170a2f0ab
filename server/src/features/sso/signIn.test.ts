import { post, setupApiTest } from '../../test/helpers';
import type { TestProvider } from '../../test/oidcProvider';
import { configure, newTeam, signInThrough, ssoLogin, startProvider, startUrl } from './testing';

// Single sign-on against a real OpenID provider on 127.0.0.1 (issue 24): the whole way, and again.
const api = setupApiTest();
let provider: TestProvider;

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => provider.close());

it('makes a participant of the team, in its default cohort, and logs them in', async () => {
  const { teamId, domain, email } = await newTeam(api.db);
  const cohort = await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'Autumn' }).returning('id').executeTakeFirstOrThrow();
  await configure(api, teamId, { issuer: provider.issuer, domains: [domain], cohortId: cohort.id });
  provider.setAccount({ subject: 'sub-ada', email: email('ada'), emailVerified: true, name: 'Ada Lovelace' });

  const discover = await post(api.app, '/api/sso-discover', { payload: { email: email('ada') } });
  expect(discover.json()).toEqual({ sso: true });
  const { url } = await startUrl(api, email('ada'));
  expect(url.origin).toBe(provider.issuer);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    response_type: 'code', scope: 'openid email profile', code_challenge_method: 'S256', redirect_uri: 'http://portal.test/api/sso-callback', login_hint: email('ada'),
  });

  const back = await signInThrough(api, provider, email('ada'), 'sub-ada');
  expect(back.location).toMatch(/^\/sso\?c=[\w-]{43}$/);
  const res = await ssoLogin(api, back);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ access_token: expect.any(String), email: email('ada'), admin: false, team_id: teamId, first_login: false });

  const me = await post(api.app, '/api/me', { headers: { authorization: `Bearer ${res.json().access_token}` } });
  expect(me.statusCode).toBe(200);
  expect(me.json()).toMatchObject({ team_id: teamId, has_password: false, mfa_enabled: false });
  const user = await api.db.selectFrom('users').selectAll().where('id', '=', res.json().user_id).executeTakeFirstOrThrow();
  expect(user).toMatchObject({ name: 'Ada Lovelace', email: email('ada'), team_id: teamId, cohort_id: cohort.id, admin: false, first_login: false });
  expect(await api.db.selectFrom('team_leaders').select('team_id').where('user_id', '=', user.id).execute()).toEqual([]);
});

it('finds the same account by the subject on a later sign-in, whatever the email says then', async () => {
  const { teamId, domain, email } = await newTeam(api.db);
  await configure(api, teamId, { issuer: provider.issuer, domains: [domain] });
  provider.setAccount({ subject: 'sub-grace', email: email('grace'), emailVerified: true });
  const first = await ssoLogin(api, await signInThrough(api, provider, email('grace'), 'sub-grace'));
  provider.setAccount({ subject: 'sub-grace', email: email('grace.hopper'), emailVerified: true });
  const second = await ssoLogin(api, await signInThrough(api, provider, email('grace.hopper'), email('grace.hopper')));
  expect(second.json().user_id).toBe(first.json().user_id);
  const identities = await api.db.selectFrom('user_identities').select(['issuer', 'subject']).where('user_id', '=', first.json().user_id).execute();
  expect(identities).toEqual([{ issuer: provider.issuer, subject: 'sub-grace' }]);
});
