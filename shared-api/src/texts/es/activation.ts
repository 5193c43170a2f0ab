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
  'activation.alreadyNotified.one': '{count} persona ya recibió el aviso hoy y no se le envía de nuevo.',
  'activation.alreadyNotified.other': '{count} personas ya recibieron el aviso hoy y no se les envía de nuevo.',
  'activation.assessment.one': 'Evaluación abierta para {count} usuario.',
  'activation.assessment.other': 'Evaluación abierta para {count} usuarios.',
  'activation.closed.assessment.one': 'Evaluación cerrada para {count} usuario que no la había terminado.',
  'activation.closed.assessment.other': 'Evaluación cerrada para {count} usuarios que no la habían terminado.',
  'activation.closed.results.one': 'Resultados ocultos de nuevo para {count} usuario.',
  'activation.closed.results.other': 'Resultados ocultos de nuevo para {count} usuarios.',
  'activation.closed.preClass.one': 'Preguntas de inicio del curso cerradas para {count} usuario que no las había respondido.',
  'activation.closed.preClass.other': 'Preguntas de inicio del curso cerradas para {count} usuarios que no las habían respondido.',
  'activation.closed.postAssessment.one': 'Evaluaciones posteriores al curso cerradas para {count} usuario que no las había respondido.',
  'activation.closed.postAssessment.other': 'Evaluaciones posteriores al curso cerradas para {count} usuarios que no las habían respondido.',
  'activation.closed.reassessment.one': 'Reevaluación cerrada para {count} usuario que no la había terminado.',
  'activation.closed.reassessment.other': 'Reevaluación cerrada para {count} usuarios que no la habían terminado.',
};
