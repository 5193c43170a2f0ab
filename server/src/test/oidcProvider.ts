import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { importEsm } from '../esm';
import { freePort } from './childServer';

/**
 * A real OpenID provider (the `oidc-provider` package) on 127.0.0.1, for tests and e2e journeys:
 * one client, the accounts given, the authorization-code flow with PKCE required. Its login page is
 * one plain HTML form (a `login` field, prefilled with the portal's login hint, taking an account's
 * email or subject, and a "Log in" button), so a browser fills it as a person would and `signIn`
 * submits it with fetch. A grant for the client's scopes is given at login: no consent page.
 */

export interface TestAccount {
  /** The provider's subject (`sub`): what the portal finds a returning person by. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The portal's `${PUBLIC_URL}/api/sso-callback`. */
  redirectUri: string;
  accounts?: TestAccount[];
  /** How long an authorization code lasts (oidc-provider's default: 60 s). */
  codeTtlSeconds?: number;
}

export interface TestProvider {
  /** The issuer URL (http://127.0.0.1:<port>): the team's settings take it as it is. */
  issuer: string;
  /** Adds an account, or replaces the one with its subject. */
  setAccount(account: TestAccount): void;
  /**
   * Follows an authorization URL through the provider as a browser would (its cookies kept), logs
   * in as `login` (a subject or an email) and returns the URL the provider sends the browser back to:
   * the redirect URI with code, state and iss, or with an error.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** The scopes the portal asks for, granted at login. */
const SCOPES = 'openid email profile';
/** Seconds every other artefact lasts: a test's length (set, so oidc-provider notes no default). */
const TTL_S = 600;

interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
type Ctx = { oidc: { client?: { clientId: string }; session?: { accountId?: string }; provider: { Grant: new (init: { accountId: string; clientId: string }) => Grant } } };
interface KoaContext {
  method: string;
  path: string;
  req: IncomingMessage;
  res: ServerResponse;
  type: string;
  body: unknown;
  respond: boolean;
}
interface OidcProvider {
  listen(port: number, host: string): Server;
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; params: Record<string, unknown> }>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options: object): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const loginPage = (uid: string, hint: string, unknown: boolean) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>${unknown ? '<p role="alert">No such account.</p>' : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email or subject <input name="login" value="${escapeHtml(hint)}" autofocus></label>
<button type="submit">Log in</button>
</form></main></body></html>`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/** oidc-provider warns on any Node before 22 and of its in-memory store: both expected of a test's provider. */
async function withoutProviderWarnings<T>(make: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const accounts = new Map((options.accounts ?? []).map((account) => [account.subject, account]));
  const byLogin = (login: string) => accounts.get(login) ?? [...accounts.values()].find((a) => a.email.toLowerCase() === login.toLowerCase());
  const module = await withoutProviderWarnings(() => importEsm<{ default: new (issuer: string, configuration: object) => OidcProvider }>('oidc-provider'));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  // The port first, as the issuer names it: a provider is made for one issuer.
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = await withoutProviderWarnings(() => new module.default(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: options.codeTtlSeconds ?? 60, AccessToken: TTL_S, IdToken: TTL_S, Grant: TTL_S, Session: TTL_S, Interaction: TTL_S },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    renderError: (ctx: KoaContext, out: object) => {
      ctx.type = 'json';
      ctx.body = out;
    },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({ sub: account.subject, email: account.email, email_verified: account.emailVerified, ...(account.name ? { name: account.name } : {}) }),
      };
    },
    loadExistingGrant: async (ctx: Ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope(SCOPES);
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  }));
  provider.use(async (ctx, next) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(ctx.path)?.[1];
    if (!uid) return next();
    const { params } = await provider.interactionDetails(ctx.req, ctx.res);
    const login = ctx.method === 'POST' ? ((await formBody(ctx.req)).get('login') ?? '') : undefined;
    const account = login === undefined ? undefined : byLogin(login.trim());
    if (!account) {
      ctx.type = 'html';
      ctx.body = loginPage(uid, login ?? String(params.login_hint ?? ''), login !== undefined);
      return;
    }
    ctx.respond = false;
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
  });
  const server = await new Promise<Server>((resolve) => {
    const started = provider.listen(port, '127.0.0.1');
    started.once('listening', () => resolve(started));
  });

  return {
    issuer,
    setAccount: (account) => void accounts.set(account.subject, account),
    signIn: (authorizationUrl, login) => followToRedirect(authorizationUrl, login, options.redirectUri),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar of one: the provider's cookies, whatever their path (the names do not clash). */
class Cookies {
  private readonly jar = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  header = () => [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Redirects followed and the login form submitted until the provider sends the browser to `redirectUri`. */
async function followToRedirect(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const cookies = new Cookies();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookies.header(), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form,
    });
    cookies.take(response);
    const location = response.headers.get('location');
    const submitted = form !== undefined;
    form = undefined;
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action) throw new Error(`The test provider answered ${response.status}: ${page.slice(0, 500)}`);
    if (submitted && page.includes('role="alert"')) throw new Error(`The test provider has no account ${login}`);
    url = new URL(action, url);
    form = new URLSearchParams({ login });
  }
  throw new Error('The test provider never sent the browser back');
}
