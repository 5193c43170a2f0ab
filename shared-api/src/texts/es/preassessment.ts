import type { preassessment as english } from '../en/preassessment';
import type { Translation } from '../types';

export const preassessment: Translation<typeof english> = {
  'preassessment.previewLabel': 'Vista previa de un estado',
  'preassessment.state.selectClass': 'Selección de curso',
  'preassessment.state.checkout': 'Pago',
  'preassessment.state.inactive': 'Inactiva',
  'preassessment.state.active': 'Activa',
  'preassessment.state.finished': 'Finalizada',
  'preassessment.selectClass.title': 'Elija su curso',
  'preassessment.selectClass.text': 'Antes de realizar la evaluación, elija el curso al que asistirá.',
  'preassessment.finished.title': 'Evaluación completada',
  'preassessment.finished.text': 'Ha terminado la evaluación. ¡Gracias! Le avisaremos cuando sus resultados estén listos.',
  'preassessment.intro.title': 'La evaluación de innovación',
  'preassessment.intro.text': 'Esta evaluación mide sus habilidades de innovación. Le llevará unos 20 minutos: busque un momento tranquilo en el que pueda responder sin interrupciones, porque algunas preguntas tienen tiempo límite.',
  'preassessment.intro.start': 'Comenzar la evaluación',
  'preassessment.allSet': '¡Todo listo! Pronto nos comunicaremos con usted para indicarle los próximos pasos.',
};
