import type { validation as english } from '../en/validation';
import type { Translation } from '../types';

export const validation: Translation<typeof english> = {
  'validation.nameRequired': 'Informe seu nome.',
  'validation.fullNameRequired': 'Informe seu nome completo.',
  'validation.emailInvalid': 'Informe um e-mail válido.',
  'validation.emailDomain': 'Informe seu endereço de e-mail {domain}.',
  'validation.passwordShort': 'Informe uma senha com pelo menos 8 caracteres.',
  'validation.passwordRequired': 'Informe uma senha válida.',
  'validation.newPasswordShort': 'Informe uma senha válida. As senhas devem ter pelo menos 8 caracteres.',
  'validation.tooLong': 'O texto informado é longo demais.',
  'validation.teamName': 'Informe um nome de equipe válido.',
  'validation.cohortName': 'Informe um nome de coorte válido.',
  'validation.linkText': 'Informe o texto do link sem espaços.',
  'validation.choice': 'Escolha uma opção válida.',
};
