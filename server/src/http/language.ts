import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from 'shared-api/contract';
import { languageFromLocales, translate, translateCount, type DictionaryKey, type TranslateVars } from 'shared-api/texts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The language chosen before login: the `lang` cookie the navbar picker sets, if valid. */
export function cookieLanguage(req: FastifyRequest): Language | undefined {
  const lang = readCookie(req, 'lang');
  return isLanguage(lang) ? lang : undefined;
}

/** DESIGN.md: the user's stored language, else the `lang` cookie, else a guess from Accept-Language. */
export function requestLanguage(req: FastifyRequest): Language {
  if (req.user) return req.user.language;
  const fromCookie = cookieLanguage(req);
  if (fromCookie) return fromCookie;
  const accept = req.headers['accept-language'];
  if (!accept) return 'ENG';
  const locales = accept
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag, q: q === undefined ? 1 : Number(q) || 0 };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
  return languageFromLocales(locales);
}

/** A text in the caller's language: the `msg` of an admin action, for instance. */
export function requestText(req: FastifyRequest, key: DictionaryKey, vars?: TranslateVars): string {
  return translate(requestLanguage(req), key, vars);
}

/** A count's text in the caller's language, by its plural rules (DESIGN.md: never "1 users"). */
export function requestCount(
  req: FastifyRequest,
  count: number,
  forms: { one: DictionaryKey; other: DictionaryKey },
  vars?: TranslateVars,
): string {
  return translateCount(requestLanguage(req), count, forms, vars);
}
