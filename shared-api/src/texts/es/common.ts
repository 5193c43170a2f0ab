import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  'lang.ENG': 'English',
  'lang.SPA': 'Español',
  'lang.KOR': '한국어',
  'lang.BRPT': 'Português (Brasil)',
  'lang.label': 'Idioma',

  'nav.assessment': 'Evaluación',
  'nav.teams': 'Equipos',
  'nav.classes': 'Cursos',
  'nav.adminBadge': 'Administrador',
  'nav.leaderBadge': 'Líder de equipo',
  'nav.signOut': 'Cerrar sesión',
  'nav.login': 'Iniciar sesión',
  'nav.home': 'Portal de Innovación',

  'footer.privacy': 'Política de privacidad',
  'footer.support': 'Soporte',

  'cookies.title': '¡Ups! Las cookies están desactivadas',
  'cookies.body': 'Este sitio necesita cookies para mantener su sesión iniciada. Active las cookies en su navegador y vuelva a cargar la página.',

  'notFound.title': 'Ups, no pudimos encontrar esa página.',
  'notFound.help': '¿Necesita ayuda? Escríbanos a {email}',
  'notFound.home': 'Ir a la página de inicio',

  'common.loading': 'Cargando...',
  'common.close': 'Cerrar',
  'common.remoteFailed': 'No se pudo cargar esta parte del sitio. Revise su conexión y vuelva a cargar la página.',
  'common.reload': 'Volver a cargar',
};
