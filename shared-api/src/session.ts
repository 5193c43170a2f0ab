import type { Language, SessionFields } from './types';
import { LANGUAGES } from './types';

/**
 * The session lives in cookies on path / (SPEC.md section 3), readable by the shell so it can send
 * the token as `Authorization: Bearer`. The token itself is opaque and short-lived on the server.
 */
const SESSION_KEYS = ['access_token', 'email', 'admin', 'team_id', 'user_id'] as const;
/** Working values of the assessment, cleared with the session. */
const WORKING_KEYS = ['answers', 'textAnswers', 'timerStarts'] as const;
export const LANGUAGE_COOKIE = 'lang';

function secureAttr(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeDays = 30): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeDays * 86400}; SameSite=Lax${secureAttr()}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secureAttr()}`;
}

export interface Session {
  accessToken: string;
  email: string;
  admin: boolean;
  teamId: number;
  userId: number;
}

export function readSession(): Session | null {
  const accessToken = readCookie('access_token');
  if (!accessToken) return null;
  return {
    accessToken,
    email: readCookie('email') ?? '',
    admin: readCookie('admin') === 'true',
    teamId: Number(readCookie('team_id') ?? 0),
    userId: Number(readCookie('user_id') ?? 0),
  };
}

/** Clears the old session and the assessment's working values, then stores the new session. */
export function storeSession(fields: SessionFields): void {
  clearSession();
  for (const key of SESSION_KEYS) writeCookie(key, String(fields[key]));
}

export function clearSession(): void {
  for (const key of [...SESSION_KEYS, ...WORKING_KEYS]) deleteCookie(key);
}

export function readLanguageCookie(): Language | undefined {
  const v = readCookie(LANGUAGE_COOKIE);
  return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : undefined;
}

export function cookiesEnabled(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  try {
    document.cookie = 'cookietest=1; Path=/; SameSite=Lax';
    const ok = document.cookie.includes('cookietest=1');
    document.cookie = 'cookietest=; Path=/; Max-Age=0';
    return ok;
  } catch {
    return false;
  }
}

/** The page a visitor asked for before being sent to /login (SPEC.md section 2). */
const ORIGIN_KEY = 'origin';

export function rememberOrigin(path: string): void {
  try {
    sessionStorage.setItem(ORIGIN_KEY, path);
  } catch {
    /* storage disabled: the user simply lands on the default page */
  }
}

/** Returns and forgets the remembered page; only same-site paths are honoured. */
export function takeRememberedOrigin(): string | undefined {
  try {
    const path = sessionStorage.getItem(ORIGIN_KEY) ?? undefined;
    sessionStorage.removeItem(ORIGIN_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}
