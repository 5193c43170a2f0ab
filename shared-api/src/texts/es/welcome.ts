import type { welcome as english } from '../en/welcome';
import type { Translation } from '../types';

export const welcome: Translation<typeof english> = {
  'welcome.title': '¡Le damos la bienvenida!',
  'welcome.firstLogin': 'Es la primera vez que inicia sesión. Elija una nueva contraseña para continuar.',
  'welcome.password': 'Nueva contraseña',
  'welcome.submit': 'Actualizar contraseña',
};
