import type { downloads as english } from '../en/downloads';
import type { Translation } from '../types';

export const downloads: Translation<typeof english> = {
  'downloads.results': 'Baixar resultados',
  'downloads.audit': 'Baixar TSV',
  'downloads.payments': 'Baixar TSV',
  'downloads.responses': 'Baixar respostas',
  'downloads.downloading': 'Baixando...',
  'downloads.received': 'Baixando... {size}',
  'downloads.failed': 'Não foi possível baixar os dados de {team}: {reason}',

  'downloads.col.name': 'Nome',
  'downloads.col.email': 'E-mail',
  'downloads.col.department': 'Departamento',
  'downloads.col.cohort': 'Coorte',
  'downloads.col.registered': 'Data de cadastro (UTC)',
  'downloads.col.assessmentFinished': 'Avaliação concluída (UTC)',
  'downloads.col.reassessmentFinished': 'Reavaliação concluída (UTC)',
  'downloads.col.assessmentArea': '{area}: avaliação',
  'downloads.col.reassessmentArea': '{area}: reavaliação',
  'downloads.col.questionnaire': 'Questionário',
  'downloads.col.question': 'Pergunta',
  'downloads.col.statement': 'Afirmação',
  'downloads.col.value': 'Valor',
  'downloads.demographics': 'Dados demográficos',
  'downloads.atReassessment': '{name} (na reavaliação)',
  'downloads.idea': 'Ideia {n}',
};
