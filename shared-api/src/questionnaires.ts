import type { Language } from './types';

/**
 * SPEC.md section 7: the other questionnaires (self-efficacy, psychological safety, post-class
 * survey, get-to-know-you, reflection, knowledge) and the portal.
 */

/** Self-efficacy and psychological safety statements; SPEC.md section 3 field names, exactly. */
export interface SliderQuestion {
  id: number;
  question_id: number;
  question_text: string;
  spanish_text: string;
  portuguese_text: string;
  korean_text: string;
}

export interface SliderQuestionsResponse {
  active: boolean;
  questions: SliderQuestion[];
  language: Language;
}

/** question id → 0..100; every question must be answered. */
export interface SliderAnswersRequest {
  answers: Record<string, number>;
  user_email?: string;
}

/**
 * Survey, get-to-know-you, reflection and knowledge questions, in the user's language.
 * numeric: inline radios over `options`; options: radios; multi (knowledge): checkboxes whose
 * values are option indexes; knowledge radios also answer with the option index; any other type:
 * free text.
 */
export interface SurveyQuestion {
  question_id: number;
  question_text: string;
  type: 'numeric' | 'options' | 'multi' | (string & {});
  options: string[];
}

export interface SurveyQuestionsResponse {
  active: boolean;
  questions: SurveyQuestion[];
  language: Language;
}

export type SurveyAnswer = string | number | number[];

export interface SurveyAnswersRequest {
  /** question id → value (text, the chosen option or its index, or a list of indexes for multi). */
  answers: Record<string, SurveyAnswer>;
  questions?: unknown;
  user_email?: string;
}

export interface UpcomingQuestionnaire {
  /** The path to open, e.g. 'assessment-se' (the portal links to '/' + url_ending). */
  url_ending: string;
  user_display_name: string;
  /** Estimated minutes. */
  completion_time: number;
}

export interface SlideLink {
  title: string;
  url: string;
}

export interface PortalDataResponse {
  name: string;
  upcoming: UpcomingQuestionnaire[];
  certLink: string;
  hasCert: boolean;
  resultsActive: boolean;
  /** ISO date-time the results were opened, or null. */
  resultsDatetime: string | null;
  slides: SlideLink[];
}

/** The four activation calls by team and cohort (headers CohortId, TeamID; -1 = all cohorts). */
export interface ActivationResponse {
  msg: string;
}
