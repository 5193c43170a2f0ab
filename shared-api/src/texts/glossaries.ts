import type { Language } from '../common/types';
import { glossary as en } from './en/glossary';
import { glossary as es, sameAsEnglish as esSame } from './es/glossary';
import { contentTexts, glossaryHits, type Glossary } from './glossary';
import { glossary as ko, sameAsEnglish as koSame } from './ko/glossary';
import { glossary as pt, sameAsEnglish as ptSame } from './pt/glossary';

export * from './glossary';

/** Each language's glossary (kept beside its dictionary): one term per concept. */
export const GLOSSARIES: Record<Language, Glossary> = { ENG: en, SPA: es, KOR: ko, BRPT: pt };

/** Each use of an avoided word among `texts` ([where, text] pairs), as one readable line. */
export function glossaryProblems(language: Language, texts: readonly (readonly [where: string, text: string])[]): string[] {
  return texts.flatMap(([where, text]) =>
    glossaryHits(language, GLOSSARIES[language], text).map((hit) => `${where}: "${hit.found}" (${hit.concept}: use "${hit.use}")`),
  );
}

/** The same for every text of `language` in versioned content, each named by its beginning. */
export function contentGlossaryProblems(language: Language, content: unknown): string[] {
  return glossaryProblems(language, contentTexts(content, language).map((text) => [text.slice(0, 60), text]));
}

/** What each language may write as English does, and the script its every text uses (Korean: Hangul). */
const SAME_AS_ENGLISH: Record<Language, readonly string[]> = { ENG: [], SPA: esSame, KOR: koSame, BRPT: ptSame };
const SCRIPT: Partial<Record<Language, RegExp>> = { KOR: /\p{Script=Hangul}/u };

/**
 * The texts of `language` left in English: equal to the English text (or, in Korean, without a
 * Hangul letter), unless the language writes them so too. Language names (`lang.*`) are each
 * language's own, and a text of placeholders and signs alone ("{count} / {capacity}") has no language.
 */
export function untranslatedTexts(language: Language, texts: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>): string[] {
  if (language === 'ENG') return [];
  const allowed = new Set(SAME_AS_ENGLISH[language]);
  const script = SCRIPT[language];
  const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
  return Object.entries(texts)
    .filter(([key, text]) => !key.startsWith('lang.') && hasWords(text) && !allowed.has(text))
    .filter(([key, text]) => text === english[key] || (script !== undefined && !script.test(text)))
    .map(([key, text]) => `${key}: ${text}`);
}
