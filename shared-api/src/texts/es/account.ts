import type { account as english } from '../en/account';
import type { Translation } from '../types';

export const account: Translation<typeof english> = {
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

  'welcome.title': '¡Le damos la bienvenida!',
  'welcome.firstLogin': 'Es la primera vez que inicia sesión. Elija una nueva contraseña para continuar.',
  'welcome.password': 'Nueva contraseña',
  'welcome.submit': 'Actualizar contraseña',

  'resetRequest.title': '¿Olvidó su contraseña?',
  'resetRequest.body': 'Ingrese el correo electrónico con el que se registró y le enviaremos un enlace para elegir una nueva contraseña.',
  'resetRequest.email': 'Correo electrónico',
  'resetRequest.submit': 'Enviar enlace',
  'resetRequest.sent': 'Revise su correo: le enviamos un enlace para restablecer su contraseña. Es válido durante una hora.',
  'resetRequest.contact': 'Contactar a soporte',
  'resetRequest.backToLogin': 'Volver al inicio de sesión',

  'reset.title': 'Elija una nueva contraseña',
  'reset.password': 'Nueva contraseña',
  'reset.submit': 'Actualizar contraseña',
  'reset.newLink': 'Enviarme un enlace nuevo',

  'password.updated': 'Se actualizó su contraseña.',
};
