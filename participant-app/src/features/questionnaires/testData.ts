import type { Language, SliderQuestion, SliderQuestionsResponse, SurveyQuestion, SurveyQuestionsResponse } from 'shared-api';

/** A statement with its four translations; the text names its question_id so tests can find it. */
export function sliderQuestion(questionId: number): SliderQuestion {
  return {
    id: 500 + questionId,
    question_id: questionId,
    question_text: `Statement ${questionId}`,
    spanish_text: `Afirmación ${questionId}`,
    korean_text: `문항 ${questionId}`,
    portuguese_text: `Afirmação ${questionId}`,
  };
}

/** Question ids on both sides of the page split at 18. */
export const SLIDER_IDS = [1, 2, 17, 18, 19];

export function sliderReply(overrides: Partial<SliderQuestionsResponse> = {}) {
  const body: SliderQuestionsResponse = { active: true, language: 'ENG', questions: SLIDER_IDS.map(sliderQuestion), ...overrides };
  return { body };
}

export const numeric: SurveyQuestion = { question_id: 1, type: 'numeric', question_text: 'How useful was the class?', options: ['1', '2', '3', '4', '5'] };
export const options: SurveyQuestion = { question_id: 2, type: 'options', question_text: 'Would you recommend it?', options: ['Yes', 'No', 'Maybe'] };
export const freeText: SurveyQuestion = { question_id: 3, type: 'long', question_text: 'What would you change?', options: [] };

export function surveyReply(questions: SurveyQuestion[] = [numeric, options, freeText], language: Language = 'ENG', active = true) {
  const body: SurveyQuestionsResponse = { active, language, questions };
  return { body };
}

/** Knowledge questions as the server sends them in Korean. */
export const knowledgeQuestions: SurveyQuestion[] = [
  { question_id: 1, type: 'options', question_text: '발산적 사고의 목적은 무엇입니까?', options: ['가장 좋은 아이디어 고르기', '다양한 선택지 만들기', '비용 줄이기'] },
  { question_id: 2, type: 'multi', question_text: '프로토타입의 장점을 모두 고르십시오.', options: ['빠른 학습', '비용 증가', '사용자 피드백', '위험 감소'] },
  { question_id: 3, type: 'numeric', question_text: '자신감은 어느 정도입니까?', options: ['1', '2', '3'] },
  { question_id: 4, type: 'text', question_text: '배운 점을 적어 주십시오.', options: [] },
];

export const ALREADY_SUBMITTED = {
  status: 409,
  body: { error: 'ALREADY_SUBMITTED', message: 'You have already answered this questionnaire.' },
};
