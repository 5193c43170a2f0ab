import type { email as english } from '../en/email';
import type { Translation } from '../types';

export const email: Translation<typeof english> = {
  'email.reset.subject': 'Redefina sua senha do Portal de Inovação',
  'email.reset.body': 'Olá, {name},\n\nRecebemos um pedido para redefinir sua senha. Escolha uma nova aqui (o link é válido por uma hora):\n{link}\n\nSe você não fez esse pedido, pode ignorar este e-mail.',
  'email.welcome.subject': 'Boas-vindas ao Portal de Inovação',
  'email.welcome.body': 'Olá, {name},\n\nUma conta no Portal de Inovação foi criada para você. Escolha sua senha aqui (o link é válido por {days} dias):\n{link}\n\nDepois, entre com este endereço de e-mail ({email}) e sua nova senha.\n\nDúvidas? Escreva para {support}.',
  'email.reassessment.subject': 'Sua reavaliação de inovação está disponível',
  'email.reassessment.body': 'Olá, {name},\n\nChegou a hora da sua reavaliação de inovação: um breve conjunto de perguntas que mostra como suas habilidades evoluíram desde que você fez a avaliação pela primeira vez. Entre no portal para respondê-la:\n{link}\n\nDúvidas? Escreva para {support}.',
  'email.reminder.subject': 'Lembrete: {questionnaire} está esperando por você',
  'email.reminder.body': 'Olá, {name},\n\nUm lembrete: {questionnaire} está aberto para você e ainda não foi concluído. Entre para continuar de onde parou:\n{link}\n\nDúvidas? Escreva para {support}.',
  'email.resultsReady.subject': 'Seus resultados de inovação estão prontos',
  'email.resultsReady.body': 'Olá, {name},\n\nSeus resultados pessoais de inovação estão prontos. Entre para ler seu relatório:\n{link}\n\nDúvidas? Escreva para {support}.',
  'email.retentionWarning.subject': 'Os participantes de {team} serão {action} em {due}',
  'email.retentionWarning.body': 'Olá,\n\nConforme a retenção definida para a equipe {team}, os dados pessoais dos seus {count} participantes serão {action} em {due}. Para guardá-los por mais tempo, altere a retenção ou a data de fim do programa na página da equipe antes disso:\n{link}\n\nEsta é uma mensagem automática do Portal de Inovação.',
  'email.deletion.subject': 'Confirme a exclusão da sua conta do Portal de Inovação',
  'email.deletion.body': 'Olá, {name},\n\nRecebemos um pedido para excluir sua conta do Portal de Inovação e tudo o que ela guarda sobre você. Para confirmar, abra este link (válido por {hours} horas):\n{link}\n\nDepois que você confirmar, um administrador excluirá sua conta em até {days} dias. Se você não fez esse pedido, ignore este e-mail: nada será excluído.',
};
