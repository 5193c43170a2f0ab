import type { postassessment as english } from '../en/postassessment';
import type { Translation } from '../types';

export const postassessment: Translation<typeof english> = {
  'postassessment.title': '¡Gracias!',
  'postassessment.resultsSoon': 'Gracias por completar la evaluación. Recibirá sus resultados individuales en breve.',
  'postassessment.classStart': 'Gracias por completar la evaluación. Recibirá sus resultados al comienzo de su curso.',
  'postassessment.thanks': '¡Gracias por completar la evaluación!',
  'postassessment.home': 'Volver a la página de inicio',
};
