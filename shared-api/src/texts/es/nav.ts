import type { nav as english } from '../en/nav';
import type { Translation } from '../types';

export const nav: Translation<typeof english> = {
  'nav.assessment': 'Evaluación',
  'nav.teams': 'Equipos',
  'nav.classes': 'Cursos',
  'nav.adminBadge': 'Administrador',
  'nav.leaderBadge': 'Líder de equipo',
  'nav.signOut': 'Cerrar sesión',
  'nav.account': 'Cuenta',
  'nav.login': 'Iniciar sesión',
  'nav.home': 'Portal de Innovación',
};
