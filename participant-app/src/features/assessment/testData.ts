import type { AssessmentActiveResponse, AssessmentQuestion, QuestionsResponse, ReassessmentQuestionsResponse } from 'shared-api';
import { storeSession } from 'shared-api';

export const USER_ID = 42;

export function logIn(admin = false) {
  storeSession({ access_token: 'tok', email: 'ana@acme.org', admin, team_id: 7, user_id: USER_ID });
}

export function activeReply(overrides: Partial<AssessmentActiveResponse> = {}) {
  const body: AssessmentActiveResponse = {
    admin: false,
    finished: false,
    active: true,
    resultsActive: false,
    selectClass: false,
    payForClass: false,
    language: 'ENG',
    ...overrides,
  };
  return { body };
}

export const agree: AssessmentQuestion = {
  id: 'agree_1',
  type: 'agree1to7',
  prompt: 'How much do you agree?',
  statements: ['I like new ideas.', 'I ask many questions.'],
};
export const howOften: AssessmentQuestion = {
  id: 'howoften_1',
  type: 'howoften',
  prompt: 'How often do you do this?',
  statements: ['I try new tools.', 'I sketch ideas.'],
};
export const freeform: AssessmentQuestion = {
  id: 'freeform_uses',
  type: 'freeform',
  prompt: 'List uses for a brick.',
  statements: [],
  seconds: 180,
  instruction: 'You have three minutes. Press Start.',
};
export const demographics: AssessmentQuestion = {
  id: 'demographics',
  type: 'demographics',
  prompt: '',
  statements: [],
  form: 'standard',
  fields: [
    { id: 'department', kind: 'select', label: 'Department', required: true, options: [{ value: 'ops', label: 'Operations' }] },
    { id: 'reports', kind: 'number', label: 'Number of reports', required: true, min: 0 },
    { id: 'comments', kind: 'textarea', label: 'Comments', required: false },
  ],
};

export function questionsReply(questions: AssessmentQuestion[] = [agree, howOften, freeform, demographics]) {
  const body: QuestionsResponse = { questions, departments: [], teamID: 7, language: 'ENG', version: 'v1' };
  return { body };
}

const SCALE = ['Strongly Disagree', 'Disagree', 'Somewhat Disagree', 'Neutral', 'Somewhat Agree', 'Agree', 'Strongly Agree'];

export function reassessmentReply(overrides: Partial<ReassessmentQuestionsResponse> = {}) {
  const body: ReassessmentQuestionsResponse = {
    active: true,
    admin: false,
    questions: Array.from({ length: 10 }, (_, i) => ({
      id: 101 + i,
      question_text: `English statement ${i + 1}`,
      spanish_text: `Afirmación ${i + 1}`,
      korean_text: `문항 ${i + 1}`,
      portuguese_text: `Afirmação ${i + 1}`,
    })),
    scale: SCALE.map((label, i) => ({ value: String(i + 1), label })),
    departments: [],
    teamID: 7,
    language: 'ENG',
    version: 'v1',
    ...overrides,
  };
  return { body };
}
