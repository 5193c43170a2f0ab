import type { notFound as english } from '../en/notFound';
import type { Translation } from '../types';

export const notFound: Translation<typeof english> = {
  'notFound.title': 'Ups, no pudimos encontrar esa página.',
  'notFound.help': '¿Necesita ayuda? Escríbanos a {email}',
  'notFound.home': 'Ir a la página de inicio',
};
