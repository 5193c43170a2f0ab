import type { Language } from '../types';
import { glossary as en } from './en/glossary';
import { glossary as es } from './es/glossary';
import { contentTexts, glossaryHits, type Glossary } from './glossary';
import { glossary as ko } from './ko/glossary';
import { glossary as pt } from './pt/glossary';

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
