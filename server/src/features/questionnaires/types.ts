import {
  SLIDER_QUESTIONNAIRES, SURVEY_QUESTIONNAIRES, type Language, type QuestionnaireKind, type SliderKind, type SurveyKind,
} from 'shared-api/contract';

/** Which questionnaires exist, and their screens, is shared-api's registry (shared-api/src/questionnaires/contract.ts). */
export type { QuestionnaireKind, SliderKind, SurveyKind };
export type Localized = Record<Language, string>;

export const SLIDER_KINDS: readonly SliderKind[] = SLIDER_QUESTIONNAIRES.map((q) => q.kind);
export const SURVEY_KINDS: readonly SurveyKind[] = SURVEY_QUESTIONNAIRES.map((q) => q.kind);

/** The client's slider screen puts ids below this on page one, the rest on page two. */
export const PAGE_SPLIT = 18;

/** `text` is the client's free-text fallback for "any other type" (SPEC.md section 2). */
export const SURVEY_TYPES = ['numeric', 'options', 'multi', 'text'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export interface SliderItem {
  question_id: number;
  text: Localized;
}

export interface SurveyItem {
  question_id: number;
  type: SurveyType;
  text: Localized;
  /** options and multi: the choices, answered by index (or, for options, by text). */
  options?: Localized[];
  /** numeric: the inclusive whole-number range offered as radios, e.g. [1, 10]. */
  scale?: [number, number];
}

interface Listing<Q> {
  /** Shown on the portal in the user's language. */
  name: Localized;
  /** Estimated minutes, shown on the portal. */
  minutes: number;
  questions: Q[];
}

export type SliderQuestionnaire = Listing<SliderItem>;
export type SurveyQuestionnaire = Listing<SurveyItem>;

export interface QuestionnaireContent {
  version: string;
  slider: Record<SliderKind, SliderQuestionnaire>;
  survey: Record<SurveyKind, SurveyQuestionnaire>;
  /** Knowledge question id → the correct option indexes (one for options, one or more for multi). */
  knowledgeKey: Record<string, number[]>;
}
