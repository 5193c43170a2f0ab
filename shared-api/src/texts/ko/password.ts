import type { password as english } from '../en/password';
import type { Translation } from '../types';

export const password: Translation<typeof english> = {
  'password.updated': '비밀번호가 변경되었습니다.',
};
