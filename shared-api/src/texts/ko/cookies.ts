import type { cookies as english } from '../en/cookies';
import type { Translation } from '../types';

export const cookies: Translation<typeof english> = {
  'cookies.title': '쿠키가 비활성화되어 있습니다',
  'cookies.body': '로그인 상태를 유지하려면 쿠키가 필요합니다. 브라우저에서 쿠키를 허용한 뒤 페이지를 새로 고침하세요.',
};
