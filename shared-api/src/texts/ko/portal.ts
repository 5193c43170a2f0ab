import type { portal as english } from '../en/portal';
import type { Translation } from '../types';

export const portal: Translation<typeof english> = {
  'portal.greeting': '안녕하세요, {name}님!',
  'portal.intro': '나의 홈 화면입니다. 설문, 결과, 수료증이 이곳에 표시됩니다.',
  'portal.nothing': '지금은 진행할 항목이 없습니다.',
  'portal.upcoming': '나의 설문',
  'portal.aboutMinutes.one': '약 {count}분',
  'portal.aboutMinutes.other': '약 {count}분',
  'portal.certificate': '나의 수료증',
  'portal.certificateLink': '수료증 다운로드',
  'portal.results': '나의 결과',
  'portal.resultsLink': '결과 보기',
  'portal.resultsSince': '{date}부터 확인할 수 있습니다.',
  'portal.resultsOn': '결과는 {date}에 공개됩니다.',
  'portal.slides': '수업 슬라이드',
  'portal.item.assessment': '혁신 역량 평가',
  'portal.item.reassessment': '혁신 역량 재평가',

  'portal.class': '나의 수업',
  'portal.classWhen': '일시: {time}',
  'portal.classWhere': '장소: {place}',
  'portal.classStarts': '시작: {date}',
  'portal.classPay': '결제를 완료하세요',
};
