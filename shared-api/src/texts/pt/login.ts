import type { login as english } from '../en/login';
import type { Translation } from '../types';

export const login: Translation<typeof english> = {
  'login.title': 'Entrar',
  'login.email': 'E-mail',
  'login.password': 'Senha',
  'login.submit': 'Entrar',
  'login.resetLink': 'Redefinir sua senha',
  'login.forgot': 'Esqueceu sua senha?',
  'login.noAccount': 'Não tem uma conta?',
  'login.signUp': 'Cadastre-se',
  'login.anonymousFailed': 'Este link de acesso não é válido. Verifique-o ou peça um novo a quem o forneceu.',
  'login.signingIn': 'Entrando...',
};
