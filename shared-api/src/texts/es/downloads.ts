import type { downloads as english } from '../en/downloads';
import type { Translation } from '../types';

export const downloads: Translation<typeof english> = {
  'downloads.results': 'Descargar resultados',
  'downloads.audit': 'Descargar TSV',
  'downloads.payments': 'Descargar TSV',
  'downloads.responses': 'Descargar respuestas',
  'downloads.downloading': 'Descargando...',
  'downloads.received': 'Descargando... {size}',
  'downloads.failed': 'No se pudo completar la descarga de {team}: {reason}',

  'downloads.col.name': 'Nombre',
  'downloads.col.email': 'Correo electrónico',
  'downloads.col.department': 'Departamento',
  'downloads.col.cohort': 'Cohorte',
  'downloads.col.registered': 'Fecha de registro (UTC)',
  'downloads.col.assessmentFinished': 'Fin de la evaluación (UTC)',
  'downloads.col.reassessmentFinished': 'Fin de la reevaluación (UTC)',
  'downloads.col.assessmentArea': '{area}: evaluación',
  'downloads.col.reassessmentArea': '{area}: reevaluación',
  'downloads.col.questionnaire': 'Cuestionario',
  'downloads.col.question': 'Pregunta',
  'downloads.col.statement': 'Afirmación',
  'downloads.col.value': 'Valor',
  'downloads.demographics': 'Datos demográficos',
  'downloads.atReassessment': '{name} (en la reevaluación)',
  'downloads.idea': 'Idea {n}',
};
