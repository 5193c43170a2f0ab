import type { portal as english } from '../en/portal';
import type { Translation } from '../types';

export const portal: Translation<typeof english> = {
  'portal.greeting': 'Olá, {name}!',
  'portal.intro': 'Esta é a sua página inicial. Seus questionários, resultados e certificados aparecerão aqui.',
  'portal.nothing': 'No momento, não há nada para você fazer.',
  'portal.upcoming': 'Seus questionários',
  'portal.aboutMinutes.one': 'cerca de {count} minuto',
  'portal.aboutMinutes.other': 'cerca de {count} minutos',
  'portal.certificate': 'Seu certificado',
  'portal.certificateLink': 'Baixar seu certificado',
  'portal.results': 'Seus resultados',
  'portal.resultsLink': 'Ver seus resultados',
  'portal.resultsSince': 'Disponíveis desde {date}.',
  'portal.resultsOn': 'Seus resultados estarão disponíveis em {date}.',
  'portal.slides': 'Slides do curso',
  'portal.item.assessment': 'Avaliação de Inovação',
  'portal.item.reassessment': 'Reavaliação de Inovação',

  'portal.class': 'Seu curso',
  'portal.classWhen': 'Quando: {time}',
  'portal.classWhere': 'Onde: {place}',
  'portal.classStarts': 'Início: {date}',
  'portal.classPay': 'Conclua seu pagamento',
};
