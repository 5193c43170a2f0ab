import type { questionnaires as english } from '../en/questionnaires';
import type { Translation } from '../types';

export const questionnaires: Translation<typeof english> = {
  'questionnaires.loading': 'Carregando perguntas...',
  'questionnaires.selfEfficacy.title': 'Autoeficácia',
  'questionnaires.selfEfficacy.prompt': 'Quanta confiança você tem de que consegue fazer cada uma das coisas a seguir? Mova cada controle deslizante de 0 (não consigo fazer de forma alguma) a 100 (tenho plena certeza de que consigo fazer).',
  'questionnaires.psychologicalSafety.title': 'Segurança psicológica',
  'questionnaires.psychologicalSafety.prompt': 'Quanto você concorda com cada afirmação sobre a sua equipe? Mova cada controle deslizante de 0 (nada) a 100 (totalmente).',
  'questionnaires.slider.notAnswered': 'Ainda não respondida',
  'questionnaires.postClassSurvey.title': 'Pesquisa pós-curso',
  'questionnaires.getToKnowYou.title': 'Perguntas de início de curso',
  'questionnaires.reflection.title': 'Reflexão',
  'questionnaires.knowledge.title': 'Verificação de conhecimentos',
  'questionnaires.intro': 'Responda a todas as perguntas e depois clique em Enviar.',
  'questionnaires.textPlaceholder': 'Digite sua resposta aqui',
  'questionnaires.toPortal': 'Ir para o seu portal',
};
