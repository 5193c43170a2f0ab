import type { postassessment as english } from '../en/postassessment';
import type { Translation } from '../types';

export const postassessment: Translation<typeof english> = {
  'postassessment.title': '감사합니다!',
  'postassessment.resultsSoon': '평가를 완료해 주셔서 감사합니다. 개인별 결과를 곧 보내 드리겠습니다.',
  'postassessment.classStart': '평가를 완료해 주셔서 감사합니다. 결과는 수업이 시작될 때 받아 보실 수 있습니다.',
  'postassessment.thanks': '평가를 완료해 주셔서 감사합니다!',
  'postassessment.home': '홈으로 돌아가기',
};
