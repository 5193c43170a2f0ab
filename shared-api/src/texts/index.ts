import type { Language } from '../common/types';
import { fill, isKeyOf, pluralKey } from './core';
import type { Dictionary, DictionaryKey, TranslateVars } from './core';
import { en } from './en';
import { es } from './es';
import { ko } from './ko';
import { pt } from './pt';

export * from './core';

/**
 * Every language at once, synchronously: for the server, which renders errors, emails and PDFs
 * with the same texts as the screens. A browser loads only its language (./lazy.ts).
 */
export const dictionaries: Record<Language, Dictionary> = { ENG: en, SPA: es, KOR: ko, BRPT: pt };

export function translate(language: Language, key: DictionaryKey, vars: TranslateVars = {}): string {
  return fill((dictionaries[language] ?? en)[key] ?? en[key] ?? key, vars);
}

/** The text of a count in `language` by its plural rules, with `{count}` filled. */
export function translateCount(
  language: Language,
  count: number,
  forms: { one: DictionaryKey; other: DictionaryKey },
  vars: TranslateVars = {},
): string {
  return translate(language, pluralKey(language, count, forms), { count, ...vars });
}

export function isDictionaryKey(key: string): key is DictionaryKey {
  return isKeyOf(en, key);
}
