import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  'lang.ENG': 'English',
  'lang.SPA': 'Español',
  'lang.KOR': '한국어',
  'lang.BRPT': 'Português (Brasil)',
  'lang.label': '언어',

  'nav.assessment': '평가',
  'nav.teams': '팀',
  'nav.classes': '수업',
  'nav.adminBadge': '관리자',
  'nav.leaderBadge': '팀 리더',
  'nav.signOut': '로그아웃',
  'nav.login': '로그인',
  'nav.home': '혁신 포털',

  'footer.privacy': '개인정보 처리방침',
  'footer.support': '고객 지원',

  'cookies.title': '쿠키가 비활성화되어 있습니다',
  'cookies.body': '로그인 상태를 유지하려면 쿠키가 필요합니다. 브라우저에서 쿠키를 허용한 뒤 페이지를 새로 고침하세요.',

  'notFound.title': '죄송합니다. 페이지를 찾을 수 없습니다.',
  'notFound.help': '도움이 필요하시면 {email} 주소로 이메일을 보내 주세요.',
  'notFound.home': '홈으로 이동',

  'common.loading': '불러오는 중...',
  'common.close': '닫기',
  'common.remoteFailed': '사이트의 이 부분을 불러오지 못했습니다. 연결을 확인하고 페이지를 새로 고침하세요.',
  'common.reload': '새로 고침',
};
