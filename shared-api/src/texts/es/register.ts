import type { register as english } from '../en/register';
import type { Translation } from '../types';

export const register: Translation<typeof english> = {
  'register.tokenTitle': 'Realice la evaluación de innovación',
  'register.classTitle': 'Cree una cuenta para inscribirse en el curso',
  'register.defaultTitle': 'Inscríbase en un curso de innovación',
  'register.defaultNote': 'Elegirá su curso después de crear su cuenta.',
  'register.fullName': 'Nombre completo',
  'register.email': 'Correo electrónico',
  'register.password': 'Contraseña',
  'register.tokenSubmit': 'Realizar la evaluación',
  'register.submit': 'Registrarse',
  'register.loginLink': 'Iniciar sesión',
  'register.haveAccount': '¿Ya tiene una cuenta?',
  'register.emailDomainHint': 'Use su correo electrónico de {domain}.',
};
