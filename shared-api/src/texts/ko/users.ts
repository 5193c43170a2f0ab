import type { users as english } from '../en/users';
import type { Translation } from '../types';

export const users: Translation<typeof english> = {
  'users.added': '사용자를 추가했습니다.',
};
