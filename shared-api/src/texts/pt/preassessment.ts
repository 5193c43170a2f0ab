import type { preassessment as english } from '../en/preassessment';
import type { Translation } from '../types';

export const preassessment: Translation<typeof english> = {
  'preassessment.previewLabel': 'Visualizar um estado',
  'preassessment.state.selectClass': 'Seleção de curso',
  'preassessment.state.checkout': 'Pagamento',
  'preassessment.state.inactive': 'Inativa',
  'preassessment.state.active': 'Ativa',
  'preassessment.state.finished': 'Concluída',
  'preassessment.selectClass.title': 'Escolha seu curso',
  'preassessment.selectClass.text': 'Antes de fazer a avaliação, escolha o curso que você vai frequentar.',
  'preassessment.finished.title': 'Avaliação concluída',
  'preassessment.finished.text': 'Você concluiu a avaliação. Obrigado! Avisaremos quando seus resultados estiverem prontos.',
  'preassessment.intro.title': 'A Avaliação de Inovação',
  'preassessment.intro.text': 'Esta avaliação mede suas habilidades de inovação. Ela leva cerca de 20 minutos: escolha um momento tranquilo, sem interrupções, pois algumas perguntas são cronometradas.',
  'preassessment.intro.start': 'Começar a avaliação',
  'preassessment.allSet': 'Tudo pronto! Entraremos em contato em breve com os próximos passos.',
};
