import type { reset as english } from '../en/reset';
import type { Translation } from '../types';

export const reset: Translation<typeof english> = {
  'reset.title': '새 비밀번호 설정',
  'reset.password': '새 비밀번호',
  'reset.submit': '비밀번호 변경',
  'reset.newLink': '새 링크 받기',
};
