import type { Language } from '../common/types';

/**
 * One concept's term in one language, and the words a native reader would take for another
 * concept, another variety of the language or a calque. Kept beside each language's dictionary
 * (`<lang>/glossary.ts`); texts.glossary.test.ts and the server's content test hold every text to it.
 */
export interface GlossaryEntry {
  /** The concept, in English: 'assessment', 'cohort', 'request to type (imperative)' ... */
  concept: string;
  /** The one term this product uses for it. */
  term: string;
  /** Words or phrases that must not appear in any text (matched case-insensitively). */
  avoid: string[];
  /** Whole texts that may keep an avoided word: SPEC.md's own English texts, which stay as written. */
  allow?: string[];
  /** Why, for the next translator. */
  note?: string;
}

export type Glossary = readonly GlossaryEntry[];

/** The cohort report's statistical symbols (report.col.*), which every language writes as English does. */
export const STATISTICAL_SYMBOLS = ['n', 'Q1', 'Q3', 't', 'p', 'd_z', 'd_av', 'g_av'] as const;

export interface GlossaryHit {
  concept: string;
  found: string;
  use: string;
}

/** Korean attaches particles to words (지식 점검을), so its phrases match inside words; others match whole words. */
function pattern(language: Language, phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return language === 'KOR' ? new RegExp(escaped, 'iu') : new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
}

const compiled = new WeakMap<Glossary, { entry: GlossaryEntry; phrase: string; re: RegExp }[]>();

/** Every avoided word or phrase `text` uses, with the term to use instead. */
export function glossaryHits(language: Language, glossary: Glossary, text: string): GlossaryHit[] {
  let rules = compiled.get(glossary);
  if (!rules) {
    rules = glossary.flatMap((entry) => entry.avoid.map((phrase) => ({ entry, phrase, re: pattern(language, phrase) })));
    compiled.set(glossary, rules);
  }
  return rules
    .filter(({ entry, re }) => re.test(text) && !entry.allow?.includes(text))
    .map(({ entry, phrase }) => ({ concept: entry.concept, found: phrase, use: entry.term }));
}

/** SPEC.md's field names for a question's text in each language (the seven-point questions). */
const SPEC_TEXT_FIELDS: Record<Language, string> = { ENG: 'question_text', SPA: 'spanish_text', KOR: 'korean_text', BRPT: 'portuguese_text' };

/**
 * Every text of `language` in versioned content: the `{ ENG, SPA, KOR, BRPT }` objects anywhere in
 * it, and the questions that carry SPEC.md's `question_text`, `spanish_text` ... fields.
 */
export function contentTexts(value: unknown, language: Language): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => contentTexts(item, language));
  const record = value as Record<string, unknown>;
  if (typeof record.ENG === 'string' && typeof record[language] === 'string') return [record[language] as string];
  const own = record[SPEC_TEXT_FIELDS[language]];
  const rest = Object.entries(record).filter(([key]) => !Object.values(SPEC_TEXT_FIELDS).includes(key));
  return [...(typeof own === 'string' ? [own] : []), ...rest.flatMap(([, item]) => contentTexts(item, language))];
}
