import type { questionnaires as english } from '../en/questionnaires';
import type { Translation } from '../types';

export const questionnaires: Translation<typeof english> = {
  'questionnaires.loading': 'Cargando preguntas...',
  'questionnaires.selfEfficacy.title': 'Autoeficacia',
  'questionnaires.selfEfficacy.prompt': '¿Qué tan seguro está de poder hacer cada una de las siguientes cosas? Mueva cada control deslizante desde 0 (no puedo hacerlo en absoluto) hasta 100 (estoy muy seguro de poder hacerlo).',
  'questionnaires.psychologicalSafety.title': 'Seguridad psicológica',
  'questionnaires.psychologicalSafety.prompt': '¿Qué tan de acuerdo está con cada afirmación sobre su equipo? Mueva cada control deslizante desde 0 (nada) hasta 100 (totalmente).',
  'questionnaires.slider.notAnswered': 'Aún sin responder',
  'questionnaires.postClassSurvey.title': 'Encuesta posterior al curso',
  'questionnaires.getToKnowYou.title': 'Preguntas de inicio del curso',
  'questionnaires.reflection.title': 'Reflexión',
  'questionnaires.knowledge.title': 'Comprobación de conocimientos',
  'questionnaires.intro': 'Responda todas las preguntas y luego presione Enviar.',
  'questionnaires.textPlaceholder': 'Escriba su respuesta aquí',
  'questionnaires.toPortal': 'Ir a su portal',
};
