/**
 * Cookies without a plugin: the server sets one (sso/browser.ts), so a parser of the Cookie header
 * and a writer of Set-Cookie are all it needs.
 */

/** The cookies of a request's Cookie header, by name; of a name sent twice, the first (the most specific path). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    let value = pair.slice(at + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies.set(name, decode(value));
  }
  return cookies;
}

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The value of the cookie `name`, or null when the request has none (or an empty one). */
export function readCookie(header: string | undefined, name: string): string | null {
  return parseCookies(header).get(name) || null;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
}

/** RFC 6265's token for a name; a value of those characters too (the server's own values are base64url). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A Set-Cookie header's value. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!TOKEN.test(name)) throw new Error(`invalid cookie name: ${name}`);
  if (value !== '' && !TOKEN.test(value)) throw new Error(`invalid value for cookie ${name}`);
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}
