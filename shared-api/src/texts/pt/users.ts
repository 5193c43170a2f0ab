import type { users as english } from '../en/users';
import type { Translation } from '../types';

export const users: Translation<typeof english> = {
  'users.added': 'Usuário adicionado.',
};
