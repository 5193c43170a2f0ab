import type { errorsAccount as english } from '../en/errors.account';
import type { Translation } from '../types';

export const errorsAccount: Translation<typeof english> = {
  'errors.MFA_CODE_INVALID': 'El código no es correcto. Ingrese el código actual de su aplicación de autenticación o un código de recuperación sin usar.',
  'errors.MFA_ALREADY_ENABLED': 'Su cuenta ya tiene un segundo factor. Desactívelo primero para configurar uno nuevo.',
  'errors.MFA_NOT_SET_UP': 'Primero inicie la configuración de un segundo factor.',
  'errors.MFA_NOT_ENABLED': 'Esta cuenta no tiene un segundo factor.',
  'errors.MFA_TOKEN_INVALID': 'Su inicio de sesión ha vencido. Vuelva a iniciar sesión con su correo electrónico y contraseña.',
  'errors.SSO_NOT_CONFIGURED': 'El inicio de sesión único no está configurado para esta organización. Inicie sesión con su contraseña.',
  'errors.SSO_DOMAIN_TAKEN': 'El dominio de correo electrónico {domain} ya inicia sesión a través del proveedor de identidad de otro equipo.',
  'errors.SSO_DOMAIN_REGISTERED': 'El dominio de correo electrónico {domain} es con el que se registran las personas del equipo {team}: se las enviaría al proveedor de identidad de este equipo. Quítelo primero de los dominios de ese equipo o no lo incluya aquí.',
  'errors.SSO_DOMAIN_IN_USE': 'Hay cuentas de otros equipos que usan el dominio de correo electrónico {domain} ({count} en total): ya no podrían iniciar sesión a través de su propio equipo. Muévalas primero a este equipo (Usuarios, Mover) o no incluya el dominio.',
  'errors.SSO_SECRET_REQUIRED': 'Ingrese el secreto de cliente que emitió su proveedor de identidad.',
  'errors.SSO_PROVIDER': 'No se pudo contactar al proveedor de identidad de su organización o no respondió como se esperaba. Inténtelo de nuevo más tarde.',
  'errors.SSO_CODE_INVALID': 'Este inicio de sesión ha vencido. Vuelva a empezar.',
  'errors.SSO_STATE_INVALID': 'Este inicio de sesión a través de su organización ha vencido o ya se utilizó. Vuelva a empezar.',
  'errors.SSO_FAILED': 'No se pudo iniciar sesión a través de su organización. Inténtelo de nuevo.',
  'errors.SSO_EMAIL_UNVERIFIED': 'Su organización no ha confirmado su dirección de correo electrónico, por lo que no puede iniciar sesión con ella aquí.',
  'errors.SSO_EMAIL_DOMAIN': 'La cuenta de su organización tiene una dirección de correo electrónico que este equipo no abarca.',
  'errors.SSO_ACCOUNT_REFUSED': 'Ya existe una cuenta con su correo electrónico y no puede iniciar sesión a través de su organización. Inicie sesión con su contraseña; si no tiene una, elija «¿Olvidó su contraseña?» para recibir un enlace que la establezca.',
  'errors.SSO_SIGN_IN_AGAIN': 'Por su seguridad, vuelva a iniciar sesión a través de su organización y haga este cambio en los próximos 5 minutos.',
  'errors.DELETION_LINK_INVALID': 'Este enlace ya no funciona: ya se usó, ha vencido o uno más reciente lo reemplazó. Puede volver a solicitarlo desde la página de su cuenta.',
  'errors.DELETION_NOT_FOR_ADMINS': 'La cuenta de un administrador la elimina otro administrador. Pida a otro administrador que elimine la suya.',
  'errors.DELETION_NO_MAILBOX': 'Su cuenta no tiene una dirección de correo electrónico a la que podamos enviar la confirmación. Pida a un administrador que la elimine.',
  'errors.DELETION_ALREADY_CONFIRMED': 'Su cuenta ya está programada para eliminarse: usted confirmó su solicitud, así que no hace falta nada más.',
  'errors.PAYMENTS_OFF': 'El pago con tarjeta aún no está configurado en este portal, por lo que este curso no se puede pagar aquí. Comuníquese con su organización.',
};
