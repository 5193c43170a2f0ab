import type { questionnaire as english } from '../en/questionnaire';
import type { Translation } from '../types';

export const questionnaire: Translation<typeof english> = {
  'questionnaire.heading': 'Pregunta {n}',
  'questionnaire.back': 'Atrás',
  'questionnaire.next': 'Siguiente',
  'questionnaire.progress': 'Página {n} de {total}',
  'questionnaire.incomplete': 'Responda todas las preguntas de esta página para continuar.',
  'questionnaire.allDone': '¿Todo listo?',
  'questionnaire.allDoneText': 'Ha llegado al final. Regrese para revisar sus respuestas o envíelas.',
  'questionnaire.submit': 'Enviar',
  'questionnaire.unknownType': '¡Ups! Parece que algo salió mal.',
  'questionnaire.choose': 'Seleccione...',
  'questionnaire.unansweredTitle': 'Pregunta sin responder',
  'questionnaire.unansweredText': 'Parece que no respondió una de las preguntas. ¡Asegúrese de responderlas todas!',
  'questionnaire.unansweredOk': 'Aceptar',
};
