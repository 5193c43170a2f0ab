import type { results as english } from '../en/results';
import type { Translation } from '../types';

export const results: Translation<typeof english> = {
  'results.notReady': 'Parece que seus resultados ainda não estão prontos.',
  'results.title': 'Relatório de habilidades de inovação',
  'results.chart': 'Seu perfil de inovação',
  'results.strongest': 'Sua área mais forte',
  'results.growth': 'Suas áreas de desenvolvimento',
  'results.recommendations': 'Recomendações',
  'results.comparison': 'Comparação',
  'results.pdfLink': 'Baixar seu relatório (PDF)',
  'results.chartFailed': 'Não foi possível exibir o gráfico.',
  'results.activated.one': 'Resultados liberados para {count} usuário.',
  'results.activated.other': 'Resultados liberados para {count} usuários.',
};
