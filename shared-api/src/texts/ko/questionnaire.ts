import type { questionnaire as english } from '../en/questionnaire';
import type { Translation } from '../types';

export const questionnaire: Translation<typeof english> = {
  'questionnaire.heading': '질문 {n}',
  'questionnaire.back': '이전',
  'questionnaire.next': '다음',
  'questionnaire.progress': '{total}페이지 중 {n}페이지',
  'questionnaire.incomplete': '계속하려면 이 페이지의 모든 질문에 답해 주세요.',
  'questionnaire.allDone': '모두 마치셨나요?',
  'questionnaire.allDoneText': '마지막 질문까지 오셨습니다. 이전 페이지로 돌아가 답변을 검토하거나 바로 제출하세요.',
  'questionnaire.submit': '제출',
  'questionnaire.unknownType': '죄송합니다. 문제가 발생한 것 같습니다.',
  'questionnaire.choose': '선택하세요...',
  'questionnaire.unansweredTitle': '답하지 않은 질문',
  'questionnaire.unansweredText': '답하지 않은 질문이 있는 것 같습니다. 모든 질문에 빠짐없이 답해 주세요.',
  'questionnaire.unansweredOk': '확인',
};
