import type { reset as english } from '../en/reset';
import type { Translation } from '../types';

export const reset: Translation<typeof english> = {
  'reset.title': 'Escolha uma nova senha',
  'reset.password': 'Nova senha',
  'reset.submit': 'Atualizar senha',
  'reset.newLink': 'Enviar um novo link',
};
