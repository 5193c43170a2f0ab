import type { Language } from 'shared-api';

/** Questions that carry all four translations (reassessment, self-efficacy, psychological safety). */
export interface LocalisedTexts {
  question_text: string;
  spanish_text: string;
  korean_text: string;
  portuguese_text: string;
}

const FIELD: Record<Language, keyof LocalisedTexts> = {
  ENG: 'question_text',
  SPA: 'spanish_text',
  KOR: 'korean_text',
  BRPT: 'portuguese_text',
};

/** The text in `language`, or the English one where that translation is missing. */
export function localisedText(question: LocalisedTexts, language: Language): string {
  return question[FIELD[language]] || question.question_text;
}
