import * as yup from 'yup';
import { flagField, idField } from '../common/fields';
import type { Language } from '../common/types';
import type { DepartmentNode } from '../departments/contract';

/** Request and response types of SPEC.md section 7 "Assessments" (the main assessment and the reassessment). */

export type QuestionType = 'agree1to7' | 'howoften' | 'freeform' | 'demographics';

export interface OptionView {
  value: string;
  label: string;
}

/** One field of the demographics page, already in the user's language. */
export interface DemographicFieldView {
  id: string;
  kind: 'select' | 'text' | 'number' | 'textarea';
  label: string;
  required: boolean;
  options?: OptionView[];
  min?: number;
}

/**
 * A page of the main assessment in the user's language. `type` is a string on the wire: an
 * unknown type gets the fallback view, never a crash.
 */
export interface AssessmentQuestion {
  id: string;
  type: QuestionType | (string & {});
  prompt: string;
  statements: string[];
  /** freeform: countdown length and the instruction (minutes already filled in). */
  seconds?: number;
  instruction?: string;
  /** demographics: which form (the team setting postAssessmentForm picks 'postAssessment'). */
  form?: 'standard' | 'postAssessment';
  title?: string;
  fields?: DemographicFieldView[];
}

export interface QuestionsResponse {
  questions: AssessmentQuestion[];
  departments: DepartmentNode[];
  teamID: number;
  language: Language;
  /** The content version answered; sent back with the answers. */
  version: string;
}

/** SPEC.md section 3 field names, exactly. */
export interface SevenPointQuestion {
  id: number;
  question_text: string;
  spanish_text: string;
  korean_text: string;
  portuguese_text: string;
}

export interface ReassessmentQuestionsResponse {
  active: boolean;
  admin: boolean;
  questions: SevenPointQuestion[];
  /** The seven scale labels (1 Strongly Disagree .. 7 Strongly Agree) in the user's language. */
  scale: OptionView[];
  departments: DepartmentNode[];
  teamID: number;
  language: Language;
  version: string;
}

export interface AssessmentActiveResponse {
  admin: boolean;
  finished: boolean;
  active: boolean;
  resultsActive: boolean;
  selectClass: boolean;
  payForClass: boolean;
  language: Language;
}

/**
 * Per question index: statement index → rating 1-5. The demographics page's index holds
 * field id → value. In the reassessment: question id → rating 1-7 under the key "0".
 */
export type Answers = Record<string, Record<string, number | string>>;
/** An idea; id is the moment it was entered (ms since the epoch), unique within the page. */
export interface TextAnswer {
  id: number;
  text: string;
}
export type TextAnswers = Record<string, TextAnswer[]>;
/** Per question index: when the countdown started (ms since the epoch). */
export type TimerStarts = Record<string, number>;

export interface AnswersRequest {
  answers: Answers;
  textAnswers: TextAnswers;
  user_email?: string;
  reassess: boolean;
  questions?: unknown;
  version?: string;
}

export interface NextUrlResponse {
  nextUrl: string;
}

/** The server keeps the authoritative start of each timed question, so a reload keeps counting. */
export interface FreeformStartRequest {
  questionIndex: number;
}
export interface FreeformStartResponse {
  startedAt: number;
  seconds: number;
  serverNow: number;
}

/** Ideas are saved as they are typed; after the deadline the server keeps what it had. */
export interface FreeformIdeasRequest {
  questionIndex: number;
  ideas: TextAnswer[];
}
export interface FreeformIdeasResponse {
  saved: number;
  /** The deadline (start + seconds + a few seconds' grace) has passed: this call saved nothing. */
  closed: boolean;
  /**
   * The list the server holds for the page after this call. Only these ideas are accepted with
   * the answers, so when `closed` the client replaces its own list with this one.
   */
  ideas: TextAnswer[];
}

export interface IndividualResultsRequest {
  userEmail?: string;
  userID?: number;
  overrideActive?: boolean;
}

export interface IndividualResultsResponse {
  plotData: unknown[];
  plotLayout: Record<string, unknown>;
  comparisonPlotData: unknown[];
  comparisonPlotLayout: Record<string, unknown>;
  name: string;
  /** STRONGESTAREA, GROWTHAREA1-3, GROWTHAREATEXT11-33, plus descriptions and RECOMMENDATIONS (a list). */
  recsDict: Record<string, string | string[]>;
  pdfToken: string;
  showComparison: boolean;
  resultsReady: boolean;
}

/** Whose results (an admin or team leader names a user) and whether to show them before activation. */
export const resultsRequestSchema = yup.object({ UserID: idField(), OverrideActive: flagField() });
