import { hashToken } from '../auth';
import { post, setupApiTest } from '../../test/helpers';
import type { TestProvider } from '../../test/oidcProvider';
import { callback, configure, newTeam, signInThrough, ssoLogin, startProvider, startUrl } from './testing';

// What a sign-in through the team's provider refuses (issue 24), each with its redirect to /login.
const api = setupApiTest({ env: () => ({ SSO_STARTS_PER_MINUTE: '5' }) });
let provider: TestProvider;

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => provider.close());

const refused = (code: string) => `/login?sso_error=${code}`;

/** A team with the provider, and one verified account of its domain. */
async function ssoTeam(emailVerified = true) {
  const team = await newTeam(api.db);
  await configure(api, team.teamId, { issuer: provider.issuer, domains: [team.domain] });
  const subject = `sub-${team.domain}`;
  provider.setAccount({ subject, email: team.email('kim'), emailVerified });
  return { ...team, subject, address: team.email('kim') };
}

const userCount = async () => Number((await api.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

it('refuses a forged state, and a state used once already', async () => {
  const { subject, address } = await ssoTeam();
  const { url, cookie } = await startUrl(api, address);
  const back = await provider.signIn(url.href, subject);
  const forged = new URL(back);
  forged.searchParams.set('state', 'made-up-state');
  expect(await callback(api, forged, cookie)).toBe(refused('SSO_STATE_INVALID'));
  expect(await callback(api, back, cookie)).toMatch(/^\/sso\?c=/);
  expect(await callback(api, back, cookie)).toBe(refused('SSO_STATE_INVALID'));
});

it("sets the browser's cookie at the start: HttpOnly, SameSite=Lax, for /api, as long as a sign-in and a pending link may last", async () => {
  const { address } = await ssoTeam();
  const res = await post(api.app, '/api/sso-start', { payload: { email: address } });
  expect(res.headers['set-cookie']).toMatch(/^sso_browser=[\w-]{43}; Path=\/api; Max-Age=4200; HttpOnly; SameSite=Lax$/);
  const other = await post(api.app, '/api/sso-start', { payload: { email: address }, headers: { cookie: String(res.headers['set-cookie']).split(';')[0] } });
  expect(String(other.headers['set-cookie']).split(';')[0]).not.toBe(String(res.headers['set-cookie']).split(';')[0]);
});

it("refuses the callback URL in a browser that did not start the sign-in (login CSRF), and leaves it to the one that did", async () => {
  const { subject, address } = await ssoTeam();
  const attacker = await startUrl(api, address);
  const victim = await startUrl(api, address);
  const back = await provider.signIn(attacker.url.href, subject);
  expect(await callback(api, back, '')).toBe(refused('SSO_STATE_INVALID'));
  expect(await callback(api, back, victim.cookie)).toBe(refused('SSO_STATE_INVALID'));
  expect(await callback(api, back, 'sso_browser=made-up')).toBe(refused('SSO_STATE_INVALID'));
  expect(await callback(api, back, attacker.cookie)).toMatch(/^\/sso\?c=/);
});

it('refuses the /sso?c= code in a browser it was not issued to (login CSRF), and leaves it to the one it was', async () => {
  const { subject, address } = await ssoTeam();
  const attacker = await signInThrough(api, provider, address, subject);
  const victim = await startUrl(api, address);
  for (const cookie of ['', victim.cookie, 'sso_browser=made-up']) {
    const res = await ssoLogin(api, { ...attacker, cookie });
    expect([res.statusCode, res.json().error, res.headers['set-cookie']]).toEqual([400, 'SSO_CODE_INVALID', undefined]);
  }
  const res = await ssoLogin(api, attacker);
  expect(res.statusCode).toBe(200);
  expect(res.headers['set-cookie']).toBe('sso_browser=; Path=/api; Max-Age=0; HttpOnly; SameSite=Lax');
});

it('refuses an ID token whose nonce is not the one sent', async () => {
  const { subject, address } = await ssoTeam();
  const { url, cookie } = await startUrl(api, address);
  await api.db.updateTable('sso_requests').set({ nonce: 'another-nonce' }).where('state_hash', '=', hashToken(url.searchParams.get('state') as string)).execute();
  const before = await userCount();
  expect(await callback(api, await provider.signIn(url.href, subject), cookie)).toBe(refused('SSO_FAILED'));
  expect(await userCount()).toBe(before);
});

it('refuses an email the provider has not verified, and one of another domain', async () => {
  const unverified = await ssoTeam(false);
  expect((await signInThrough(api, provider, unverified.address, unverified.subject)).location).toBe(refused('SSO_EMAIL_UNVERIFIED'));
  const other = await ssoTeam();
  provider.setAccount({ subject: other.subject, email: 'kim@elsewhere.example.net', emailVerified: true });
  expect((await signInThrough(api, provider, other.address, other.subject)).location).toBe(refused('SSO_EMAIL_DOMAIN'));
});

it('refuses a provider whose issuer is not the one configured, at the start and in its answer', async () => {
  const team = await newTeam(api.db);
  // The same server under another name: it answers there, and its discovery document names the real issuer.
  const otherName = provider.issuer.replace('127.0.0.1', 'localhost');
  const document = await (await fetch(`${otherName}/.well-known/openid-configuration`)).json();
  expect(document.issuer).toBe(provider.issuer);
  await configure(api, team.teamId, { issuer: otherName, domains: [team.domain] });
  const start = await post(api.app, '/api/sso-start', { payload: { email: team.email('kim') } });
  expect([start.statusCode, start.json().error]).toEqual([502, 'SSO_PROVIDER']);

  const { subject, address } = await ssoTeam();
  const { url, cookie } = await startUrl(api, address);
  const back = await provider.signIn(url.href, subject);
  back.searchParams.set('iss', 'http://127.0.0.1:1');
  expect(await callback(api, back, cookie)).toBe(refused('SSO_FAILED'));
});

it('refuses an expired authorization code, an expired sign-in and an expired or spent login code', async () => {
  const shortLived = await startProvider([], 1);
  try {
    const team = await newTeam(api.db);
    await configure(api, team.teamId, { issuer: shortLived.issuer, domains: [team.domain] });
    shortLived.setAccount({ subject: 'sub-slow', email: team.email('slow'), emailVerified: true });
    const { url, cookie } = await startUrl(api, team.email('slow'));
    const back = await shortLived.signIn(url.href, 'sub-slow');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await callback(api, back, cookie)).toBe(refused('SSO_FAILED'));
  } finally {
    await shortLived.close();
  }

  const { subject, address } = await ssoTeam();
  const { url, cookie } = await startUrl(api, address);
  await api.db.updateTable('sso_requests').set({ expires_at: new Date(Date.now() - 1000) }).where('state_hash', '=', hashToken(url.searchParams.get('state') as string)).execute();
  expect(await callback(api, await provider.signIn(url.href, subject), cookie)).toBe(refused('SSO_STATE_INVALID'));

  const location = await signInThrough(api, provider, address, subject);
  await api.db.updateTable('sso_login_codes').set({ expires_at: new Date(Date.now() - 1000) }).execute();
  const late = await ssoLogin(api, location);
  expect([late.statusCode, late.json().error]).toEqual([400, 'SSO_CODE_INVALID']);
  const again = await signInThrough(api, provider, address, subject);
  expect((await ssoLogin(api, again)).statusCode).toBe(200);
  const spent = await ssoLogin(api, again);
  expect([spent.statusCode, spent.json().error]).toEqual([400, 'SSO_CODE_INVALID']);
});

it('sends the browser to /login with the reason when the person cancels at the provider', async () => {
  const { address } = await ssoTeam();
  const { url, cookie } = await startUrl(api, address);
  const back = new URL(`http://portal.test/api/sso-callback?error=access_denied&state=${url.searchParams.get('state')}&iss=${encodeURIComponent(provider.issuer)}`);
  expect(await callback(api, back, cookie)).toBe(refused('SSO_FAILED'));
});

it('answers 404 SSO_NOT_CONFIGURED to a start for an address no provider covers, and discover says no', async () => {
  const start = await post(api.app, '/api/sso-start', { payload: { email: 'someone@no-sso.example.org' } });
  expect([start.statusCode, start.json().error]).toEqual([404, 'SSO_NOT_CONFIGURED']);
  expect((await post(api.app, '/api/sso-discover', { payload: { email: 'someone@no-sso.example.org' } })).json()).toEqual({ sso: false });
  const bad = await post(api.app, '/api/sso-discover', { payload: { email: 'not an email' } });
  expect([bad.statusCode, bad.json().error]).toEqual([400, 'VALIDATION']);
});

it('limits the starts for one email domain per minute, from all addresses together, and no other domain', async () => {
  const team = await ssoTeam();
  const start = (email: string, remoteAddress: string) => post(api.app, '/api/sso-start', { payload: { email }, remoteAddress });
  const codes = [];
  for (let i = 0; i < 6; i += 1) codes.push((await start(team.email(`p${i}`), `198.51.100.${i}`)).statusCode);
  expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  const other = await ssoTeam();
  expect((await start(other.address, '198.51.100.50')).statusCode).toBe(200);
});
