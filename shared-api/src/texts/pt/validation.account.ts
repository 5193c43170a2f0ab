import type { validationAccount as english } from '../en/validation.account';
import type { Translation } from '../types';

export const validationAccount: Translation<typeof english> = {
  'validation.mfaCode': 'Informe o código de 6 dígitos do seu aplicativo autenticador.',
  'validation.recoveryCode': 'Informe um dos seus códigos de recuperação.',
  'validation.currentPassword': 'Informe a sua senha atual.',
  'validation.ssoIssuer': 'Informe o endereço do provedor de identidade (o emissor), começando com https://.',
  'validation.ssoClientId': 'Informe o ID do cliente emitido pelo seu provedor de identidade.',
  'validation.ssoClientSecret': 'Informe o segredo do cliente sem quebras de linha.',
  'validation.ssoDomains': 'Informe pelo menos um domínio de e-mail, como example.org.',
};
