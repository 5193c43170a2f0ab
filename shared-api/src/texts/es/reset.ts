import type { reset as english } from '../en/reset';
import type { Translation } from '../types';

export const reset: Translation<typeof english> = {
  'reset.title': 'Elija una nueva contraseña',
  'reset.password': 'Nueva contraseña',
  'reset.submit': 'Actualizar contraseña',
  'reset.newLink': 'Enviarme un enlace nuevo',
};
