import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SSO_CALLBACK_ERRORS, SSO_CODE_PARAM, SSO_ERROR_PARAM, SSO_LINK_PARAM, SSO_LINK_VALUE, SSO_LOGIN_PAGE, SSO_PAGE, type ErrorCode, type SsoCallbackError } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { exchangeCode } from './openid';
import { emailDomain, findTeamSso, issueLoginCode, takeRequest } from './queries';
import { resolveAccount } from './resolveAccount';
import { callbackUrl, providerOf } from './startSso';

const CALLBACK_ERRORS: ReadonlySet<ErrorCode> = new Set(SSO_CALLBACK_ERRORS);

/**
 * GET /api/sso-callback: where the browser lands from the provider. Always a redirect, never an
 * error page: to `/sso?c=<code>` (the page exchanges it at /api/sso-login), to `/login?sso=link`,
 * or to `/login?sso_error=<CODE>`; the cause of a refusal goes to the log only. `browser` is the
 * request's sso_browser cookie: only the browser that started the sign-in finishes it.
 */
export async function finishSso(options: { db: Kysely<DB>; config: Config; query: string; browser: string | null; log: FastifyBaseLogger }): Promise<string> {
  const { log, ...signing } = options;
  try {
    return await signIn(signing);
  } catch (err) {
    const code: SsoCallbackError = err instanceof AppError && CALLBACK_ERRORS.has(err.code) ? (err.code as SsoCallbackError) : 'SSO_FAILED';
    log.warn({ err, code }, 'single sign-on refused');
    return `${SSO_LOGIN_PAGE}?${new URLSearchParams({ [SSO_ERROR_PARAM]: code })}`;
  }
}

/**
 * The state names the sign-in started here, by this browser (once, within ten minutes; a forged
 * one names none, nor does a callback URL opened in another browser: else an attacker could send
 * their own sign-in's URL to a victim and log them in as the attacker). The team's provider must
 * still be the one it went to. openid-client then checks the rest (see exchangeCode); the email
 * must be verified and of one of the team's domains. The login code and a pending link are bound
 * to the same browser.
 */
async function signIn({ db, config, query, browser }: { db: Kysely<DB>; config: Config; query: string; browser: string | null }): Promise<string> {
  const state = new URLSearchParams(query).get('state');
  const request = state ? await takeRequest(db, state, browser) : null;
  if (!state || !request) throw new AppError('SSO_STATE_INVALID');
  const sso = await findTeamSso(db, request.team_id);
  if (sso?.issuer !== request.issuer) throw new AppError('SSO_FAILED', { cause: new Error('the team\'s provider changed since the sign-in started') });
  const claims = await exchangeCode({
    provider: providerOf(sso),
    production: config.production,
    callbackUrl: new URL(`${callbackUrl(config)}?${query}`),
    state,
    nonce: request.nonce,
    codeVerifier: request.code_verifier,
  });
  if (!claims.email || !claims.emailVerified) throw new AppError('SSO_EMAIL_UNVERIFIED');
  if (!sso.domains.includes(emailDomain(claims.email))) throw new AppError('SSO_EMAIL_DOMAIN');
  const browserHash = request.browser_hash;
  const resolved = await resolveAccount({ db, sso, claims: { ...claims, email: claims.email.trim().toLowerCase() }, browserHash });
  if (resolved === 'link') return `${SSO_LOGIN_PAGE}?${new URLSearchParams({ [SSO_LINK_PARAM]: SSO_LINK_VALUE })}`;
  return `${SSO_PAGE}?${new URLSearchParams({ [SSO_CODE_PARAM]: await issueLoginCode(db, resolved.userId, browserHash) })}`;
}
