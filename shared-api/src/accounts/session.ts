import { SESSION_ABSOLUTE_MS, type SessionFields } from './contract';
import { type Language, LANGUAGES } from '../common/types';

/**
 * The session lives in cookies on path / (SPEC.md section 3), readable by the shell so it can send
 * the token as `Authorization: Bearer`. The token itself is opaque and short-lived on the server.
 */
const SESSION_KEYS = ['access_token', 'email', 'admin', 'team_id', 'user_id'] as const;
/**
 * Working values of a questionnaire (SPEC.md section 3 names, plus the page the user is on). They
 * live in localStorage, per user and flow: the ideas of the timed pages outgrow a 4 KB cookie.
 */
export const WORKING_KEYS = ['answers', 'textAnswers', 'timerStarts', 'pageIndex'] as const;
export type WorkingKey = (typeof WORKING_KEYS)[number];
/** SPEC.md kept the working values in cookies; a session change still removes any left behind. */
const WORKING_COOKIES = ['answers', 'textAnswers', 'timerStarts'] as const;
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

const DAY_MS = 86_400_000;

export function writeCookie(name: string, value: string, maxAgeDays = 30): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.round(maxAgeDays * 86400)}; SameSite=Lax${secureAttr()}`;
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
  for (const key of SESSION_KEYS) writeCookie(key, String(fields[key]), SESSION_ABSOLUTE_MS / DAY_MS);
}

export function clearSession(): void {
  for (const key of [...SESSION_KEYS, ...WORKING_COOKIES]) deleteCookie(key);
  clearWorkingValues();
}

/** Whose answers and in which questionnaire ('assessment', 'assessment-re'...). */
export interface WorkingScope {
  userId: number;
  flow: string;
}

const workingKey = (name: WorkingKey, { userId, flow }: WorkingScope) => `${name}:${userId}:${flow}`;

export function readWorkingValue<T>(name: WorkingKey, scope: WorkingScope): T | undefined {
  try {
    const raw = localStorage.getItem(workingKey(name, scope));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeWorkingValue(name: WorkingKey, scope: WorkingScope, value: unknown): void {
  try {
    localStorage.setItem(workingKey(name, scope), JSON.stringify(value));
  } catch {
    /* storage full or disabled: the values still live in memory for this visit */
  }
}

/** Removes one questionnaire's working values, or, without a scope, every user's and flow's. */
export function clearWorkingValues(scope?: WorkingScope): void {
  try {
    const names: readonly string[] = WORKING_KEYS;
    const doomed = scope
      ? WORKING_KEYS.map((name) => workingKey(name, scope))
      : Object.keys(localStorage).filter((key) => names.includes(key.split(':')[0]) && key.split(':').length === 3);
    for (const key of doomed) localStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing was stored */
  }
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
