import type { assessment as english } from '../en/assessment';
import type { Translation } from '../types';

export const assessment: Translation<typeof english> = {
  'assessment.loading': 'Cargando evaluación...',
  'assessment.demographicsTitle': 'Información demográfica',
  'assessment.postAssessmentTitle': 'Preguntas posteriores a la evaluación',
};
