import type { Language } from 'shared-api/contract';

/** One text in every product language (DESIGN.md: ENG, SPA, KOR, BRPT for every question). */
export type Localized = Record<Language, string>;

export interface Area {
  id: string;
  name: Localized;
  description: Localized;
  /** Exactly three: they become GROWTHAREATEXT{n}1..3 when the area is a growth area. */
  growth: Localized[];
  recommendations: Localized[];
}

/** agree1to7 is shown as a five-point agreement table despite its name (SPEC.md section 2). */
export type RatedType = 'agree1to7' | 'howoften';
export type QuestionType = RatedType | 'freeform' | 'demographics';
export const QUESTION_TYPES: readonly QuestionType[] = ['agree1to7', 'howoften', 'freeform', 'demographics'];

export interface Statement {
  id: string;
  text: Localized;
}

export interface QuestionPage {
  id: string;
  type: QuestionType;
  prompt: Localized;
  statements: Statement[];
  /** Freeform pages only: the countdown length. */
  seconds?: number;
}

export interface AssessmentContent {
  /** May hold {minutes}; the BRPT text deliberately has none (SPEC.md section 9). */
  freeformInstructions: Localized;
  questions: QuestionPage[];
}

export interface ItemKey {
  area: string;
  reverse: boolean;
  weight: number;
}

/** A freeform page scores like one more item of its area: fluency against a target idea count. */
export interface FreeformKey {
  area: string;
  target: number;
  weight: number;
}

export interface ScoringKey {
  statements: Record<string, ItemKey>;
  freeform: Record<string, FreeformKey>;
  /** Keyed by the seven-point question id written as a string (JSON object keys). */
  reassessment: Record<string, ItemKey>;
}

/** SPEC.md section 3 field names, exactly. */
export interface SevenPointQuestion {
  id: number;
  question_text: string;
  spanish_text: string;
  korean_text: string;
  portuguese_text: string;
}

export interface ScalePoint {
  value: number;
  label: Localized;
}

export interface ReassessmentContent {
  scale: ScalePoint[];
  questions: SevenPointQuestion[];
}

export type FieldKind = 'select' | 'text' | 'number' | 'textarea';
export const FIELD_KINDS: readonly FieldKind[] = ['select', 'text', 'number', 'textarea'];

export interface OptionDef {
  value: string;
  label: Localized;
}

export interface DemographicField {
  id: string;
  kind: FieldKind;
  label: Localized;
  required: boolean;
  /** Name of an entry in optionSets (select fields). */
  options?: string;
  /** The options are the team's departments tree, which only the server knows. */
  optionsFrom?: 'departments';
  min?: number;
}

export interface DemographicForm {
  title: Localized;
  fields: DemographicField[];
}

export interface DemographicsContent {
  optionSets: Record<string, OptionDef[]>;
  /** standard: Demographic Info page; postAssessment: the team setting postAssessmentForm. */
  forms: { standard: DemographicForm; postAssessment: DemographicForm };
  /** Appended to the standard form when the team setting academyQuestion is on. */
  academyQuestion: DemographicField;
}

/** Chart titles and trace names of the results report. */
export interface ReportContent {
  radarTitle: Localized;
  comparisonTitle: Localized;
  before: Localized;
  after: Localized;
}

export interface Instrument {
  version: string;
  areas: Area[];
  assessment: AssessmentContent;
  demographics: DemographicsContent;
  reassessment: ReassessmentContent;
  key: ScoringKey;
  report: ReportContent;
}

/** The questions call's shape (SPEC.md section 7) for one language. */
export interface LocalizedQuestion {
  id: string;
  type: QuestionType;
  prompt: string;
  statements: string[];
  seconds?: number;
  instruction?: string;
}

export interface LocalizedOption {
  value: string;
  label: string;
}

export interface LocalizedField {
  id: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  options?: LocalizedOption[];
  optionsFrom?: 'departments';
  min?: number;
}

export interface LocalizedForm {
  title: string;
  fields: LocalizedField[];
}
