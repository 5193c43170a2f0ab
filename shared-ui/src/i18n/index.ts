import type { Language } from 'shared-api/contract';
import { en } from './en';
import type { Dictionary, DictionaryKey } from './en';
import { es } from './es';
import { ko } from './ko';
import { pt } from './pt';

export type { Dictionary, DictionaryKey };

/** React-free, so the server renders emails and error messages with the same texts. */
export const dictionaries: Record<Language, Dictionary> = { ENG: en, SPA: es, KOR: ko, BRPT: pt };

/** Each language's BCP 47 tag: the HTML lang attribute and the locale of Intl date and number formats. */
export const LOCALES: Record<Language, string> = { ENG: 'en', SPA: 'es', KOR: 'ko', BRPT: 'pt-BR' };

export type TranslateVars = Record<string, string | number>;

export function translate(language: Language, key: DictionaryKey, vars: TranslateVars = {}): string {
  const text = (dictionaries[language] ?? en)[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function isDictionaryKey(key: string): key is DictionaryKey {
  return key in en;
}

/** First guess from Accept-Language / navigator.languages: ko → KOR, es → SPA, pt → BRPT, else ENG. */
export function languageFromLocales(locales: readonly string[]): Language {
  for (const locale of locales) {
    const tag = locale.trim().toLowerCase();
    if (tag.startsWith('ko')) return 'KOR';
    if (tag.startsWith('es')) return 'SPA';
    if (tag.startsWith('pt')) return 'BRPT';
    if (tag.startsWith('en')) return 'ENG';
  }
  return 'ENG';
}
