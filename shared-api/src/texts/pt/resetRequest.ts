import type { resetRequest as english } from '../en/resetRequest';
import type { Translation } from '../types';

export const resetRequest: Translation<typeof english> = {
  'resetRequest.title': 'Esqueceu sua senha?',
  'resetRequest.body': 'Informe o e-mail usado no cadastro e enviaremos um link para você escolher uma nova senha.',
  'resetRequest.email': 'E-mail',
  'resetRequest.submit': 'Enviar link de redefinição',
  'resetRequest.sent': 'Verifique seu e-mail: enviamos um link para redefinir sua senha. Ele é válido por uma hora.',
  'resetRequest.contact': 'Falar com o suporte',
  'resetRequest.backToLogin': 'Voltar para o login',
};
