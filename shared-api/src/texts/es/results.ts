import type { results as english } from '../en/results';
import type { Translation } from '../types';

export const results: Translation<typeof english> = {
  'results.notReady': 'Parece que sus resultados aún no están listos.',
  'results.title': 'Informe de habilidades de innovación',
  'results.chart': 'Su perfil de innovación',
  'results.strongest': 'Su área de mayor fortaleza',
  'results.growth': 'Sus áreas de desarrollo',
  'results.recommendations': 'Recomendaciones',
  'results.comparison': 'Comparación',
  'results.pdfLink': 'Descargar su informe (PDF)',
  'results.chartFailed': 'No se pudo mostrar el gráfico.',
  'results.activated.one': 'Resultados activados para {count} usuario.',
  'results.activated.other': 'Resultados activados para {count} usuarios.',
};
