import type { activation as english } from '../en/activation';
import type { Translation } from '../types';

export const activation: Translation<typeof english> = {
  'activation.preClass.one': 'Preguntas de inicio del curso activadas para {count} usuario.',
  'activation.preClass.other': 'Preguntas de inicio del curso activadas para {count} usuarios.',
  'activation.postAssessment.one': 'Evaluaciones posteriores al curso activadas para {count} usuario.',
  'activation.postAssessment.other': 'Evaluaciones posteriores al curso activadas para {count} usuarios.',
  'activation.reassessment.one': 'Reevaluación activada para {count} usuario.',
  'activation.reassessment.other': 'Reevaluación activada para {count} usuarios.',
  'activation.emailsQueued.one': '{count} correo en cola.',
  'activation.emailsQueued.other': '{count} correos en cola.',
};
