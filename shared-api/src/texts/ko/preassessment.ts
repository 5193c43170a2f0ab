import type { preassessment as english } from '../en/preassessment';
import type { Translation } from '../types';

export const preassessment: Translation<typeof english> = {
  'preassessment.previewLabel': '미리 볼 상태',
  'preassessment.state.selectClass': '수업 선택',
  'preassessment.state.checkout': '결제',
  'preassessment.state.inactive': '비활성',
  'preassessment.state.active': '활성',
  'preassessment.state.finished': '완료',
  'preassessment.selectClass.title': '수업을 선택하세요',
  'preassessment.selectClass.text': '평가를 시작하기 전에 참석할 수업을 선택하세요.',
  'preassessment.finished.title': '평가 완료',
  'preassessment.finished.text': '평가를 마치셨습니다. 감사합니다! 결과가 준비되면 알려 드리겠습니다.',
  'preassessment.intro.title': '혁신 역량 평가',
  'preassessment.intro.text': '이 평가는 혁신 역량을 측정하며 약 20분이 걸립니다. 일부 문항에는 제한 시간이 있으니 방해받지 않을 조용한 시간을 골라 주세요.',
  'preassessment.intro.start': '평가 시작하기',
  'preassessment.allSet': '준비가 모두 끝났습니다! 다음 단계에 대해 곧 연락드리겠습니다.',
};
