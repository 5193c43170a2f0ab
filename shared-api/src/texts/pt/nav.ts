import type { nav as english } from '../en/nav';
import type { Translation } from '../types';

export const nav: Translation<typeof english> = {
  'nav.assessment': 'Avaliação',
  'nav.teams': 'Equipes',
  'nav.classes': 'Cursos',
  'nav.adminBadge': 'Administrador',
  'nav.leaderBadge': 'Líder de equipe',
  'nav.signOut': 'Sair',
  'nav.account': 'Conta',
  'nav.login': 'Entrar',
  'nav.home': 'Portal de Inovação',
};
