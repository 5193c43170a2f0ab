import type { questionnaires as english } from '../en/questionnaires';
import type { Translation } from '../types';

export const questionnaires: Translation<typeof english> = {
  'questionnaires.loading': '질문을 불러오는 중...',
  'questionnaires.selfEfficacy.title': '자기효능감',
  'questionnaires.selfEfficacy.prompt': '다음 각 항목을 해낼 수 있다고 얼마나 확신하십니까? 각 슬라이더를 0(전혀 할 수 없음)에서 100(확실히 할 수 있음) 사이로 움직여 답해 주세요.',
  'questionnaires.psychologicalSafety.title': '심리적 안전감',
  'questionnaires.psychologicalSafety.prompt': '팀에 관한 각 문항에 얼마나 동의하십니까? 각 슬라이더를 0(전혀 동의하지 않음)에서 100(완전히 동의함) 사이로 움직여 답해 주세요.',
  'questionnaires.slider.notAnswered': '아직 답하지 않음',
  'questionnaires.postClassSurvey.title': '수업 후 설문',
  'questionnaires.getToKnowYou.title': '수업 시작 설문',
  'questionnaires.reflection.title': '성찰',
  'questionnaires.knowledge.title': '지식 확인',
  'questionnaires.intro': '모든 질문에 답한 뒤 [제출] 버튼을 누르세요.',
  'questionnaires.textPlaceholder': '여기에 답변을 입력하세요',
  'questionnaires.toPortal': '나의 포털로 이동',
};
