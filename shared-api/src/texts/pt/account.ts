import type { account as english } from '../en/account';
import type { Translation } from '../types';

export const account: Translation<typeof english> = {
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

  'welcome.title': 'Boas-vindas!',
  'welcome.firstLogin': 'Este é o seu primeiro acesso. Escolha uma nova senha para continuar.',
  'welcome.password': 'Nova senha',
  'welcome.submit': 'Atualizar senha',

  'resetRequest.title': 'Esqueceu sua senha?',
  'resetRequest.body': 'Informe o e-mail usado no cadastro e enviaremos um link para você escolher uma nova senha.',
  'resetRequest.email': 'E-mail',
  'resetRequest.submit': 'Enviar link de redefinição',
  'resetRequest.sent': 'Verifique seu e-mail: enviamos um link para redefinir sua senha. Ele é válido por uma hora.',
  'resetRequest.contact': 'Falar com o suporte',
  'resetRequest.backToLogin': 'Voltar para o login',

  'reset.title': 'Escolha uma nova senha',
  'reset.password': 'Nova senha',
  'reset.submit': 'Atualizar senha',
  'reset.newLink': 'Enviar um novo link',

  'password.updated': 'Sua senha foi atualizada.',
};
