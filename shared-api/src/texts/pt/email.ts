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
  'email.mfaOn.subject': 'Um segundo fator agora protege sua conta do Portal de Inovação',
  'email.mfaOn.body': 'Olá, {name},\n\nUm segundo fator (um aplicativo autenticador) foi ativado na sua conta, e todas as outras sessões dela foram encerradas. A partir de agora, para entrar será pedido um código desse aplicativo.\n\nSe não foi você, outra pessoa tem a sua senha: escreva imediatamente para {support}.\n{link}',
  'email.mfaOff.subject': 'O segundo fator da sua conta do Portal de Inovação foi desativado',
  'email.mfaOff.body': 'Olá, {name},\n\nO segundo fator da sua conta foi desativado: agora, para entrar, só é pedida a sua senha. Você pode ativá-lo de novo na página da sua conta:\n{link}\n\nSe não foi você, escreva imediatamente para {support}.',
  'email.mfaReset.subject': 'Um administrador removeu o segundo fator da sua conta do Portal de Inovação',
  'email.mfaReset.body': 'Olá, {name},\n\nUm administrador removeu o segundo fator da sua conta, como se faz quando o celular é perdido: agora, para entrar, só é pedida a sua senha. Configure um novo na página da sua conta:\n{link}\n\nSe você não pediu isso, escreva imediatamente para {support}.',
  'email.recoveryCodeUsed.subject': 'Um código de recuperação foi usado para entrar na sua conta do Portal de Inovação',
  'email.recoveryCodeUsed.body': 'Olá, {name},\n\nAlguém entrou na sua conta com um dos códigos de recuperação dela. Códigos de recuperação restantes: {left}. Se você perdeu o celular, configure o segundo fator de novo na página da sua conta; assim você recebe códigos novos:\n{link}\n\nSe não foi você, altere a sua senha nessa página e escreva imediatamente para {support}.',
  'email.mfaGuessing.subject': 'Códigos incorretos foram digitados na sua conta do Portal de Inovação',
  'email.mfaGuessing.body': 'Olá, {name},\n\nNos últimos {minutes} minutos, {count} códigos incorretos do segundo fator foram digitados na sua conta, depois da senha correta. A entrada com código fica pausada por {minutes} minutos.\n\nSe não foi você, outra pessoa tem a sua senha: altere-a na página da sua conta e escreva para {support}.\n{link}',
};
