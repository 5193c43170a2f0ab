import type { Language } from '../common/types';
import type { Dictionary, DictionaryKey } from './en';

export type { Dictionary, DictionaryKey };

/** Each language's BCP 47 tag: the HTML lang attribute and the locale of Intl date and number formats. */
export const LOCALES: Record<Language, string> = { ENG: 'en', SPA: 'es', KOR: 'ko', BRPT: 'pt-BR' };

export type TranslateVars = Record<string, string | number>;

/** A dictionary's text for `key`, its `{name}` marks filled from `vars` (a mark without a value stays visible). */
export function fill(text: string, vars: TranslateVars = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Every language has exactly the English keys (the type check holds it), so any loaded one can tell. */
export function isKeyOf(dictionary: Dictionary, key: string): key is DictionaryKey {
  return Object.hasOwn(dictionary, key);
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

/**
 * Picks the text of a count by the language's plural rules (Intl.PluralRules), so no screen says
 * "1 users". Both keys are written out by the caller, where the unused-key check can see them;
 * languages whose rules have more categories than English use their 'other' text for those.
 */
export function pluralKey<K extends string>(language: Language, count: number, forms: { one: K; other: K }): K {
  return new Intl.PluralRules(LOCALES[language]).select(count) === 'one' ? forms.one : forms.other;
}
