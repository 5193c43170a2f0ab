import type { validation as english } from '../en/validation';
import type { Translation } from '../types';

export const validation: Translation<typeof english> = {
  'validation.nameRequired': 'Ingrese su nombre.',
  'validation.fullNameRequired': 'Ingrese su nombre completo.',
  'validation.emailInvalid': 'Ingrese un correo electrónico válido.',
  'validation.emailDomain': 'Ingrese su correo electrónico de {domain}.',
  'validation.passwordShort': 'Ingrese una contraseña de al menos 8 caracteres.',
  'validation.passwordRequired': 'Ingrese una contraseña válida.',
  'validation.newPasswordShort': 'Ingrese una contraseña válida. Las contraseñas deben tener al menos 8 caracteres.',
  'validation.tooLong': 'Este texto es demasiado largo.',
  'validation.teamName': 'Ingrese un nombre de equipo válido.',
  'validation.cohortName': 'Ingrese un nombre de cohorte válido.',
  'validation.linkText': 'Ingrese el texto del enlace sin espacios.',
  'validation.choice': 'Seleccione una opción válida.',
};
