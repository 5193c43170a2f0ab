import type { questionnaire as english } from '../en/questionnaire';
import type { Translation } from '../types';

export const questionnaire: Translation<typeof english> = {
  'questionnaire.heading': 'Pergunta {n}',
  'questionnaire.back': 'Voltar',
  'questionnaire.next': 'Próxima',
  'questionnaire.progress': 'Página {n} de {total}',
  'questionnaire.incomplete': 'Responda a todas as perguntas desta página para continuar.',
  'questionnaire.allDone': 'Tudo pronto?',
  'questionnaire.allDoneText': 'Você chegou ao fim. Volte para revisar suas respostas ou envie-as.',
  'questionnaire.submit': 'Enviar',
  'questionnaire.unknownType': 'Ops! Parece que algo deu errado.',
  'questionnaire.choose': 'Selecione...',
  'questionnaire.unansweredTitle': 'Pergunta não respondida',
  'questionnaire.unansweredText': 'Parece que você deixou uma das perguntas sem resposta. Não se esqueça de responder a todas!',
  'questionnaire.unansweredOk': 'OK',
};
