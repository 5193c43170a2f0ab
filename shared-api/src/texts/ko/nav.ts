import type { nav as english } from '../en/nav';
import type { Translation } from '../types';

export const nav: Translation<typeof english> = {
  'nav.assessment': '평가',
  'nav.teams': '팀',
  'nav.classes': '수업',
  'nav.adminBadge': '관리자',
  'nav.leaderBadge': '팀 리더',
  'nav.signOut': '로그아웃',
  'nav.account': '계정',
  'nav.login': '로그인',
  'nav.home': '혁신 포털',
};
