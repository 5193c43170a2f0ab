import type { assessment as english } from '../en/assessment';
import type { Translation } from '../types';

export const assessment: Translation<typeof english> = {
  'assessment.loading': 'Carregando avaliação...',
  'assessment.demographicsTitle': 'Informações demográficas',
  'assessment.postAssessmentTitle': 'Perguntas pós-avaliação',
};
