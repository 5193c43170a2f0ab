import type { freeform as english } from '../en/freeform';
import type { Translation } from '../types';

export const freeform: Translation<typeof english> = {
  'freeform.start': 'Comenzar',
  'freeform.timeLeft': 'Tiempo restante',
  'freeform.timeUp': '¡Se acabó el tiempo! Sus ideas están guardadas; presione Siguiente para continuar.',
  'freeform.idea': 'Su idea',
  'freeform.add': 'Agregar idea',
  'freeform.remove': 'Quitar “{idea}”',
  'freeform.ideas': 'Sus ideas ({count})',
  'freeform.lateNotKept': 'No se guardaron las ideas escritas después de que se acabó el tiempo.',
  'freeform.lateNotKeptOn': 'Pregunta {n}: no se guardaron las ideas escritas después de que se acabó el tiempo. Presione Enviar para enviar las demás.',
};
