import type { results as english } from '../en/results';
import type { Translation } from '../types';

export const results: Translation<typeof english> = {
  'results.notReady': '아직 결과가 준비되지 않은 것 같습니다.',
  'results.title': '혁신 역량 보고서',
  'results.chart': '나의 혁신 역량 프로필',
  'results.strongest': '나의 최대 강점 영역',
  'results.growth': '나의 성장 영역',
  'results.recommendations': '권장 사항',
  'results.comparison': '비교 결과',
  'results.pdfLink': '보고서 다운로드(PDF)',
  'results.chartFailed': '차트를 표시할 수 없습니다.',
  'results.activated.one': '사용자 {count}명의 결과를 활성화했습니다.',
  'results.activated.other': '사용자 {count}명의 결과를 활성화했습니다.',
};
