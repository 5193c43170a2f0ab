import type { Config } from '../../config';
import { serializeCookie } from '../../http/cookies';
import { newToken, SSO_BROWSER_COOKIE, SSO_PENDING_LINK_MS } from '../auth';
import { SSO_REQUEST_MS } from './queries';

/**
 * The sso_browser cookie binds a sign-in to the browser that started it (decision 021, point 2):
 * /api/sso-start sets a new random value, the request, the login code and a pending link keep its
 * SHA-256, and the callback, /api/sso-login and the password login that finishes a pending link
 * each refuse another browser. HttpOnly (no script reads it), SameSite=Lax (the provider's redirect
 * back is a top-level GET from another site, which Lax lets it ride; a cross-site POST does not),
 * Path=/api, Secure when the portal is served over https. It lives as long as a sign-in may sit at
 * the provider and a pending link may wait after it.
 */
const options = (config: Pick<Config, 'publicUrl'>, maxAgeMs: number) =>
  ({ path: '/api', maxAge: maxAgeMs / 1000, secure: config.publicUrl.startsWith('https:'), httpOnly: true, sameSite: 'Lax' }) as const;

export const SSO_BROWSER_MS = SSO_REQUEST_MS + SSO_PENDING_LINK_MS;

/** A new browser value: the token for the Set-Cookie header, its hash for the database. */
export function newBrowser(config: Pick<Config, 'publicUrl'>): { setCookie: string; hash: string } {
  const { token, hash } = newToken();
  return { setCookie: serializeCookie(SSO_BROWSER_COOKIE, token, options(config, SSO_BROWSER_MS)), hash };
}

/** The Set-Cookie header that deletes the cookie, once its login code is spent. */
export const clearBrowserCookie = (config: Pick<Config, 'publicUrl'>) => serializeCookie(SSO_BROWSER_COOKIE, '', options(config, 0));
