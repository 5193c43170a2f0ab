import type { Language } from '../common/types';

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

/**
 * The questionnaires around the main assessment, described once: the server's calls, chain,
 * activations and portal, the host's routes and the participant remote's pages all read this
 * list, so a new questionnaire is one entry here plus its content file
 * (server/src/features/questionnaires/content/README.md). Their texts, the portal's display
 * name and minutes included, live in that versioned content file, since they change with the
 * questions; the screen's title is a dictionary key.
 */

/**
 * When a questionnaire is taken, in the order the rounds come; each is opened by one of the
 * admin's activations (SPEC.md section 2): `pre` by "start of class" (card 4), `post` by
 * "post-class assessments" (card 6), `reassessment` by the reassessment (card 8). See
 * docs/decisions/004-questionnaire-openings.md.
 */
export const QUESTIONNAIRE_ROUNDS = ['pre', 'post', 'reassessment'] as const;
export type QuestionnaireRound = (typeof QUESTIONNAIRE_ROUNDS)[number];

/**
 * Which chain a questionnaire belongs to: after a submission the client goes to the next
 * available questionnaire of the same chain, else to the portal. `follow-up` is also where the
 * reassessment continues.
 */
export type QuestionnaireChain = 'start-of-class' | 'follow-up';

interface QuestionnaireSpec {
  kind: string;
  /** slider: 0-100 statements over two pages; survey: one page of typed questions. */
  screen: 'slider' | 'survey';
  /** The page's route (SPEC.md section 2). */
  path: `/${string}`;
  /** Its two calls (SPEC.md section 7). */
  api: { questions: `/api/${string}`; answers: `/api/${string}` };
  /** The rounds it is opened and answered in, in QUESTIONNAIRE_ROUNDS order. */
  rounds: readonly QuestionnaireRound[];
  chain: QuestionnaireChain;
  /** Dictionary keys (shared-ui i18n) of the screen's title and, for sliders, its prompt. */
  title: string;
  prompt?: string;
  /** The key of the participant remote's `pages` that shows it. */
  page: string;
}

/** In chain order: the portal lists what is open in this order too, each chain in its place. */
export const QUESTIONNAIRES = [
  {
    kind: 'get-to-know-you',
    screen: 'survey',
    path: '/welcome-qs',
    api: { questions: '/api/get-to-know-you-questions', answers: '/api/get-to-know-you-answers' },
    rounds: ['pre'],
    chain: 'start-of-class',
    title: 'questionnaires.getToKnowYou.title',
    page: 'getToKnowYou',
  },
  {
    kind: 'self-efficacy',
    screen: 'slider',
    path: '/assessment-se',
    api: { questions: '/api/self-efficacy-questions', answers: '/api/self-efficacy-answers' },
    rounds: ['post', 'reassessment'],
    chain: 'follow-up',
    title: 'questionnaires.selfEfficacy.title',
    prompt: 'questionnaires.selfEfficacy.prompt',
    page: 'selfEfficacy',
  },
  {
    kind: 'psychological-safety',
    screen: 'slider',
    path: '/assessment-ps',
    api: { questions: '/api/psychological-safety-questions', answers: '/api/psychological-safety-answers' },
    rounds: ['post', 'reassessment'],
    chain: 'follow-up',
    title: 'questionnaires.psychologicalSafety.title',
    prompt: 'questionnaires.psychologicalSafety.prompt',
    page: 'psychologicalSafety',
  },
  {
    kind: 'post-class-survey',
    screen: 'survey',
    path: '/post-class-survey',
    api: { questions: '/api/post-class-survey-questions', answers: '/api/post-class-survey-answers' },
    rounds: ['post'],
    chain: 'follow-up',
    title: 'questionnaires.postClassSurvey.title',
    page: 'postClassSurvey',
  },
  {
    kind: 'reflection',
    screen: 'survey',
    path: '/reflection-qs',
    api: { questions: '/api/get-reflection-questions', answers: '/api/reflection-answers' },
    rounds: ['post'],
    chain: 'follow-up',
    title: 'questionnaires.reflection.title',
    page: 'reflection',
  },
  {
    kind: 'knowledge',
    screen: 'survey',
    path: '/assessment-ck',
    api: { questions: '/api/get-knowledge-questions', answers: '/api/knowledge-answers' },
    rounds: ['post'],
    chain: 'follow-up',
    title: 'questionnaires.knowledge.title',
    page: 'knowledge',
  },
] as const satisfies readonly QuestionnaireSpec[];

export type QuestionnaireEntry = (typeof QUESTIONNAIRES)[number];
export type QuestionnaireKind = QuestionnaireEntry['kind'];
export type SliderEntry = Extract<QuestionnaireEntry, { screen: 'slider' }>;
export type SurveyEntry = Extract<QuestionnaireEntry, { screen: 'survey' }>;
export type SliderKind = SliderEntry['kind'];
export type SurveyKind = SurveyEntry['kind'];

export const SLIDER_QUESTIONNAIRES = QUESTIONNAIRES.filter((q): q is SliderEntry => q.screen === 'slider');
export const SURVEY_QUESTIONNAIRES = QUESTIONNAIRES.filter((q): q is SurveyEntry => q.screen === 'survey');

const BY_KIND = new Map<string, QuestionnaireEntry>(QUESTIONNAIRES.map((q) => [q.kind, q]));

export function questionnaireOf<K extends QuestionnaireKind>(kind: K): Extract<QuestionnaireEntry, { kind: K }> {
  return BY_KIND.get(kind) as Extract<QuestionnaireEntry, { kind: K }>;
}

export const isSliderKind = (kind: QuestionnaireKind): kind is SliderKind => questionnaireOf(kind).screen === 'slider';

/** The questionnaires taken in `round`: what the activation of that round opens. */
export const questionnairesIn = (round: QuestionnaireRound): QuestionnaireKind[] =>
  QUESTIONNAIRES.filter((q) => (q.rounds as readonly QuestionnaireRound[]).includes(round)).map((q) => q.kind);
