import type { resetRequest as english } from '../en/resetRequest';
import type { Translation } from '../types';

export const resetRequest: Translation<typeof english> = {
  'resetRequest.title': '¿Olvidó su contraseña?',
  'resetRequest.body': 'Ingrese el correo electrónico con el que se registró y le enviaremos un enlace para elegir una nueva contraseña.',
  'resetRequest.email': 'Correo electrónico',
  'resetRequest.submit': 'Enviar enlace',
  'resetRequest.sent': 'Revise su correo: le enviamos un enlace para restablecer su contraseña. Es válido durante una hora.',
  'resetRequest.contact': 'Contactar a soporte',
  'resetRequest.backToLogin': 'Volver al inicio de sesión',
};
