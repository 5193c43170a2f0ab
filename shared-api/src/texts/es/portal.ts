import type { portal as english } from '../en/portal';
import type { Translation } from '../types';

export const portal: Translation<typeof english> = {
  'portal.greeting': '¡Hola, {name}!',
  'portal.intro': 'Esta es su página de inicio. Aquí aparecerán sus cuestionarios, resultados y certificados.',
  'portal.nothing': 'No tiene nada pendiente por ahora.',
  'portal.upcoming': 'Sus cuestionarios',
  'portal.aboutMinutes.one': 'aproximadamente {count} minuto',
  'portal.aboutMinutes.other': 'aproximadamente {count} minutos',
  'portal.certificate': 'Su certificado',
  'portal.certificateLink': 'Descargar su certificado',
  'portal.results': 'Sus resultados',
  'portal.resultsLink': 'Ver sus resultados',
  'portal.resultsSince': 'Disponibles desde el {date}.',
  'portal.resultsOn': 'Sus resultados estarán disponibles el {date}.',
  'portal.slides': 'Diapositivas del curso',
  'portal.item.assessment': 'Evaluación de innovación',
  'portal.item.reassessment': 'Reevaluación de innovación',

  'portal.class': 'Su curso',
  'portal.classWhen': 'Cuándo: {time}',
  'portal.classWhere': 'Dónde: {place}',
  'portal.classStarts': 'Inicio: {date}',
  'portal.classPay': 'Complete su pago',
};
