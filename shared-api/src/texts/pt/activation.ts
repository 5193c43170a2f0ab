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
};
