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
