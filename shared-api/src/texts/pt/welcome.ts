import type { welcome as english } from '../en/welcome';
import type { Translation } from '../types';

export const welcome: Translation<typeof english> = {
  'welcome.title': 'Boas-vindas!',
  'welcome.firstLogin': 'Este é o seu primeiro acesso. Escolha uma nova senha para continuar.',
  'welcome.password': 'Nova senha',
  'welcome.submit': 'Atualizar senha',
};
