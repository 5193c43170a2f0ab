import type { cookies as english } from '../en/cookies';
import type { Translation } from '../types';

export const cookies: Translation<typeof english> = {
  'cookies.title': '¡Ups! Las cookies están desactivadas',
  'cookies.body': 'Este sitio necesita cookies para mantener su sesión iniciada. Active las cookies en su navegador y vuelva a cargar la página.',
};
