import type { validation as english } from '../en/validation';
import type { Translation } from '../types';

export const validation: Translation<typeof english> = {
  'validation.nameRequired': 'Introduzca su nombre.',
  'validation.fullNameRequired': 'Introduzca su nombre completo.',
  'validation.emailInvalid': 'Introduzca un correo electrónico válido.',
  'validation.emailDomain': 'Introduzca su correo electrónico de {domain}.',
  'validation.passwordShort': 'Introduzca una contraseña de al menos 8 caracteres.',
  'validation.passwordRequired': 'Introduzca una contraseña válida.',
  'validation.newPasswordShort': 'Introduzca una contraseña válida. Las contraseñas deben tener al menos 8 caracteres.',
  'validation.tooLong': 'Este dato es demasiado largo.',
  'validation.teamName': 'Introduzca un nombre de equipo válido.',
  'validation.cohortName': 'Introduzca un nombre de cohorte válido.',
  'validation.linkText': 'Introduzca el texto del enlace sin espacios.',
  'validation.choice': 'Seleccione una opción válida.',
};
