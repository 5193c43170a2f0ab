import type { password as english } from '../en/password';
import type { Translation } from '../types';

export const password: Translation<typeof english> = {
  'password.updated': 'Sua senha foi atualizada.',
};
