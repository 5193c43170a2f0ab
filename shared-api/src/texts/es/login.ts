import type { login as english } from '../en/login';
import type { Translation } from '../types';

export const login: Translation<typeof english> = {
  'login.title': 'Iniciar sesión',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'login.resetLink': 'Restablecer su contraseña',
  'login.forgot': '¿Olvidó su contraseña?',
  'login.noAccount': '¿No tiene una cuenta?',
  'login.signUp': 'Regístrese',
  'login.anonymousFailed': 'Este enlace de acceso no es válido. Revíselo o pida uno nuevo a la persona que se lo dio.',
  'login.signingIn': 'Iniciando sesión...',
};
