import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { post, uniqueEmail, type ApiTest } from '../../test/helpers';
import { startTestProvider, type TestAccount, type TestProvider } from '../../test/oidcProvider';
import { TEST_ENV } from '../../test/testEnv';

/** The portal's client at the tests' provider, and where the provider sends the browser back. */
export const CLIENT = { clientId: 'portal-client', clientSecret: 'provider-issued-secret-1' };
export const REDIRECT_URI = `${TEST_ENV.PUBLIC_URL}/api/sso-callback`;

export const startProvider = (accounts: TestAccount[] = [], codeTtlSeconds?: number): Promise<TestProvider> =>
  startTestProvider({ ...CLIENT, redirectUri: REDIRECT_URI, accounts, codeTtlSeconds });

/** A new team and email domain of its own, so tests sharing a database never collide. */
export async function newTeam(db: Kysely<DB>) {
  const domain = uniqueEmail('org').replace(/^.*@/, '').replace('example.org', `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.org`);
  const team = await db.insertInto('teams').values({ name: `Team ${domain}` }).returning('id').executeTakeFirstOrThrow();
  return { teamId: team.id, domain, email: (local: string) => `${local}@${domain}` };
}

/** The team's provider set by the admin, as the settings page would. */
export async function configure(api: ApiTest, teamId: number, settings: { issuer: string; domains: string[]; cohortId?: number; secret?: string }) {
  const res = await post(api.app, '/api/edit-team-sso', {
    headers: { ...api.admin.headers, TeamID: String(teamId) },
    payload: { Issuer: settings.issuer, ClientID: CLIENT.clientId, ClientSecret: settings.secret ?? CLIENT.clientSecret, Domains: settings.domains, ...(settings.cohortId && { CohortID: settings.cohortId }) },
  });
  if (res.statusCode !== 200) throw new Error(`edit-team-sso: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The sso_browser cookie as a browser sends it back (`sso_browser=<value>`), '' for a browser
 * without one: the tests carry it by hand, as a browser would.
 */
export type Cookie = string;

/** Where the callback sent the browser, and that browser's cookie. */
export interface Back {
  location: string;
  cookie: Cookie;
}

const withCookie = (cookie: Cookie) => (cookie ? { cookie } : {});

/** The cookie a Set-Cookie header sets, as the browser would send it back. */
export function cookieSet(setCookie: string | string[] | number | undefined): Cookie {
  const header = [setCookie ?? []].flat().find((c) => String(c).startsWith('sso_browser='));
  if (header === undefined) throw new Error('no sso_browser cookie set');
  return String(header).split(';')[0];
}

/** /api/sso-start's URL for this address, and the cookie it set. */
export async function startUrl(api: ApiTest, email: string): Promise<{ url: URL; cookie: Cookie }> {
  const res = await post(api.app, '/api/sso-start', { payload: { email } });
  if (res.statusCode !== 200) throw new Error(`sso-start: ${res.statusCode} ${res.body}`);
  return { url: new URL(res.json().url), cookie: cookieSet(res.headers['set-cookie']) };
}

/** The browser back at the portal: where the callback sends it (a path with its query). */
export async function callback(api: ApiTest, back: URL, cookie: Cookie): Promise<string> {
  const res = await api.app.inject({ method: 'GET', url: `/api/sso-callback${back.search}`, headers: withCookie(cookie) });
  if (res.statusCode !== 302) throw new Error(`sso-callback: ${res.statusCode} ${res.body}`);
  return res.headers.location as string;
}

/** The whole way from the login page to the callback's redirect, logging in at the provider as `login`, in one browser. */
export async function signInThrough(api: ApiTest, provider: TestProvider, email: string, login: string): Promise<Back> {
  const { url, cookie } = await startUrl(api, email);
  return { location: await callback(api, await provider.signIn(url.href, login), cookie), cookie };
}

/** /api/sso-login with the code of `/sso?c=`, from the browser with `cookie`. */
export const ssoLogin = (api: ApiTest, { location, cookie }: Back) =>
  post(api.app, '/api/sso-login', { payload: { code: new URL(location, 'http://x').searchParams.get('c') }, headers: withCookie(cookie) });

/** /api/login from the browser with `cookie`. */
export const passwordLogin = (api: ApiTest, email: string, password: string, cookie: Cookie) => post(api.app, '/api/login', { payload: { email, password }, headers: withCookie(cookie) });
