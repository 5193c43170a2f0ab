import type {
  AssessmentQuestion, DemographicFieldView, Language, QuestionType, SevenPointQuestion,
} from 'shared-api/contract';

export type { QuestionType, SevenPointQuestion };

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
export type RatedType = Extract<QuestionType, 'agree1to7' | 'howoften'>;
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
  /** SPEC.md section 9: the instructions say "three minutes" (five at index 4), in words where a language writes them so. */
  minuteWords?: Partial<Record<keyof Localized, Record<string, string>>>;
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

export interface ScalePoint {
  value: number;
  label: Localized;
}

export interface ReassessmentContent {
  scale: ScalePoint[];
  questions: SevenPointQuestion[];
}

export type FieldKind = DemographicFieldView['kind'];
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

/**
 * The questions call's shape (SPEC.md section 7) for one language, before the demographics page
 * gets its team's form; `type` is always one the instrument knows.
 */
export interface LocalizedQuestion extends Pick<AssessmentQuestion, 'id' | 'prompt' | 'statements' | 'seconds' | 'instruction'> {
  type: QuestionType;
}

/** The contract's field, still marked when its options are the team's departments (findQuestions.ts fills them). */
export interface LocalizedField extends DemographicFieldView {
  optionsFrom?: 'departments';
}

export interface LocalizedForm {
  title: string;
  fields: LocalizedField[];
}
