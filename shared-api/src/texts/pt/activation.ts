import type { activation as english } from '../en/activation';
import type { Translation } from '../types';

export const activation: Translation<typeof english> = {
  'activation.preClass.one': 'Perguntas de início de curso ativadas para {count} usuário.',
  'activation.preClass.other': 'Perguntas de início de curso ativadas para {count} usuários.',
  'activation.postAssessment.one': 'Avaliações pós-curso ativadas para {count} usuário.',
  'activation.postAssessment.other': 'Avaliações pós-curso ativadas para {count} usuários.',
  'activation.reassessment.one': 'Reavaliação ativada para {count} usuário.',
  'activation.reassessment.other': 'Reavaliação ativada para {count} usuários.',
  'activation.emailsQueued.one': '{count} e-mail na fila.',
  'activation.emailsQueued.other': '{count} e-mails na fila.',
  'activation.alreadyNotified.one': '{count} pessoa já recebeu o aviso hoje e não o recebe de novo.',
  'activation.alreadyNotified.other': '{count} pessoas já receberam o aviso hoje e não o recebem de novo.',
  'activation.assessment.one': 'Avaliação aberta para {count} usuário.',
  'activation.assessment.other': 'Avaliação aberta para {count} usuários.',
  'activation.closed.assessment.one': 'Avaliação fechada para {count} usuário que não a havia terminado.',
  'activation.closed.assessment.other': 'Avaliação fechada para {count} usuários que não a haviam terminado.',
  'activation.closed.results.one': 'Resultados ocultados novamente de {count} usuário.',
  'activation.closed.results.other': 'Resultados ocultados novamente de {count} usuários.',
  'activation.closed.preClass.one': 'Perguntas de início de curso fechadas para {count} usuário que não as havia respondido.',
  'activation.closed.preClass.other': 'Perguntas de início de curso fechadas para {count} usuários que não as haviam respondido.',
  'activation.closed.postAssessment.one': 'Avaliações pós-curso fechadas para {count} usuário que não as havia respondido.',
  'activation.closed.postAssessment.other': 'Avaliações pós-curso fechadas para {count} usuários que não as haviam respondido.',
  'activation.closed.reassessment.one': 'Reavaliação fechada para {count} usuário que não a havia terminado.',
  'activation.closed.reassessment.other': 'Reavaliação fechada para {count} usuários que não a haviam terminado.',
};
