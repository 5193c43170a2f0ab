import type { downloads as english } from '../en/downloads';
import type { Translation } from '../types';

export const downloads: Translation<typeof english> = {
  'downloads.results': '결과 다운로드',
  'downloads.audit': 'TSV 다운로드',
  'downloads.payments': 'TSV 다운로드',
  'downloads.responses': '응답 다운로드',
  'downloads.downloading': '다운로드 중...',
  'downloads.received': '다운로드 중... {size}',
  'downloads.failed': '{team} 다운로드에 실패했습니다: {reason}',

  'downloads.col.name': '이름',
  'downloads.col.email': '이메일',
  'downloads.col.department': '부서',
  'downloads.col.cohort': '기수',
  'downloads.col.registered': '가입 일시(UTC)',
  'downloads.col.assessmentFinished': '평가 완료 일시(UTC)',
  'downloads.col.reassessmentFinished': '재평가 완료 일시(UTC)',
  'downloads.col.assessmentArea': '{area}: 평가',
  'downloads.col.reassessmentArea': '{area}: 재평가',
  'downloads.col.questionnaire': '설문',
  'downloads.col.question': '질문',
  'downloads.col.statement': '문항',
  'downloads.col.value': '값',
  'downloads.demographics': '인구통계 정보',
  'downloads.atReassessment': '{name}(재평가 시)',
  'downloads.idea': '아이디어 {n}',
};
