import type { register as english } from '../en/register';
import type { Translation } from '../types';

export const register: Translation<typeof english> = {
  'register.tokenTitle': 'Faça a Avaliação de Inovação',
  'register.classTitle': 'Crie uma conta para participar do curso',
  'register.defaultTitle': 'Inscreva-se em um curso de inovação',
  'register.defaultNote': 'Você escolherá seu curso depois de criar sua conta.',
  'register.fullName': 'Nome completo',
  'register.email': 'E-mail',
  'register.password': 'Senha',
  'register.tokenSubmit': 'Fazer a avaliação',
  'register.submit': 'Cadastrar-se',
  'register.loginLink': 'Entrar',
  'register.haveAccount': 'Já tem uma conta?',
  'register.emailDomainHint': 'Use seu endereço de e-mail {domain}.',
};
