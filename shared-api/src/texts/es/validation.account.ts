import type { validationAccount as english } from '../en/validation.account';
import type { Translation } from '../types';

export const validationAccount: Translation<typeof english> = {
  'validation.mfaCode': 'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
  'validation.recoveryCode': 'Ingrese uno de sus códigos de recuperación.',
  'validation.currentPassword': 'Ingrese su contraseña actual.',
  'validation.ssoIssuer': 'Ingrese la dirección del proveedor de identidad (su emisor), que comienza con https://.',
  'validation.ssoClientId': 'Ingrese el ID de cliente que emitió su proveedor de identidad.',
  'validation.ssoClientSecret': 'Ingrese el secreto de cliente sin saltos de línea.',
  'validation.ssoDomains': 'Ingrese al menos un dominio de correo electrónico, como example.org.',
};
