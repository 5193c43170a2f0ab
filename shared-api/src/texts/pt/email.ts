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
};
