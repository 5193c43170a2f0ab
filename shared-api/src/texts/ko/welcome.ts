import type { welcome as english } from '../en/welcome';
import type { Translation } from '../types';

export const welcome: Translation<typeof english> = {
  'welcome.title': '환영합니다!',
  'welcome.firstLogin': '처음 로그인하셨습니다. 계속하려면 새 비밀번호를 설정하세요.',
  'welcome.password': '새 비밀번호',
  'welcome.submit': '비밀번호 변경',
};
