import type { errorsAccount as english } from '../en/errors.account';
import type { Translation } from '../types';

export const errorsAccount: Translation<typeof english> = {
  'errors.MFA_CODE_INVALID': 'O código não está correto. Informe o código atual do seu aplicativo autenticador ou um código de recuperação não usado.',
  'errors.MFA_ALREADY_ENABLED': 'Sua conta já tem um segundo fator. Desative-o primeiro para configurar um novo.',
  'errors.MFA_NOT_SET_UP': 'Comece primeiro a configuração de um segundo fator.',
  'errors.MFA_NOT_ENABLED': 'Esta conta não tem um segundo fator.',
  'errors.MFA_TOKEN_INVALID': 'Seu acesso expirou. Entre novamente com seu e-mail e sua senha.',
  'errors.SSO_NOT_CONFIGURED': 'O login único não está configurado para esta organização. Entre com a sua senha.',
  'errors.SSO_DOMAIN_TAKEN': 'O domínio de e-mail {domain} já entra pelo provedor de identidade de outra equipe.',
  'errors.SSO_DOMAIN_REGISTERED': 'O domínio de e-mail {domain} é o domínio com que as pessoas se cadastram na equipe {team}: elas seriam enviadas ao provedor de identidade desta equipe. Remova-o primeiro dos domínios daquela equipe ou deixe-o de fora aqui.',
  'errors.SSO_DOMAIN_IN_USE': 'Contas de outras equipes usam o domínio de e-mail {domain} ({count} no total): elas não poderiam mais entrar pela própria equipe. Mova-as primeiro para esta equipe (Usuários, Mover) ou deixe o domínio de fora.',
  'errors.SSO_SECRET_REQUIRED': 'Informe o segredo do cliente emitido pelo seu provedor de identidade.',
  'errors.SSO_PROVIDER': 'Não foi possível contatar o provedor de identidade da sua organização, ou ele não respondeu como esperado. Tente novamente mais tarde.',
  'errors.SSO_CODE_INVALID': 'Este acesso expirou. Comece de novo.',
  'errors.SSO_STATE_INVALID': 'Este acesso pela sua organização expirou ou já foi usado. Comece de novo.',
  'errors.SSO_FAILED': 'Não foi possível entrar pela sua organização. Tente novamente.',
  'errors.SSO_EMAIL_UNVERIFIED': 'Sua organização não confirmou o seu endereço de e-mail, por isso você não pode entrar com ele aqui.',
  'errors.SSO_EMAIL_DOMAIN': 'A conta da sua organização tem um endereço de e-mail que esta equipe não abrange.',
  'errors.SSO_ACCOUNT_REFUSED': 'Já existe uma conta com o seu e-mail, e ela não pode entrar pela sua organização. Entre com a senha dela; se ela não tiver uma, escolha "Esqueceu sua senha?" para receber um link que define uma.',
  'errors.SSO_SIGN_IN_AGAIN': 'Por segurança, entre de novo pela sua organização e faça esta alteração em até 5 minutos.',
  'errors.DELETION_LINK_INVALID': 'Este link não funciona mais: ele já foi usado, expirou ou foi substituído por um mais recente. Você pode pedir de novo na página da sua conta.',
  'errors.DELETION_NOT_FOR_ADMINS': 'A conta de um administrador é excluída por outro administrador. Peça a outro administrador que exclua a sua.',
  'errors.DELETION_NO_MAILBOX': 'Sua conta não tem um endereço de e-mail para onde possamos enviar a confirmação. Peça a um administrador que a exclua.',
  'errors.DELETION_ALREADY_CONFIRMED': 'Sua conta já está programada para ser excluída: você confirmou seu pedido, então não é preciso fazer mais nada.',
  'errors.PAYMENTS_OFF': 'O pagamento com cartão ainda não está configurado neste portal, por isso este curso não pode ser pago aqui. Entre em contato com a sua organização.',
};
