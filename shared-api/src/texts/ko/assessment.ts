import type { assessment as english } from '../en/assessment';
import type { Translation } from '../types';

export const assessment: Translation<typeof english> = {
  'assessment.loading': '평가를 불러오는 중...',
  'assessment.demographicsTitle': '인구통계 정보',
  'assessment.postAssessmentTitle': '평가 후 질문',
};
