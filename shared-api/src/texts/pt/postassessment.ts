import type { postassessment as english } from '../en/postassessment';
import type { Translation } from '../types';

export const postassessment: Translation<typeof english> = {
  'postassessment.title': 'Obrigado!',
  'postassessment.resultsSoon': 'Obrigado por concluir a avaliação. Seus resultados individuais serão enviados em breve.',
  'postassessment.classStart': 'Obrigado por concluir a avaliação. Você receberá seus resultados no início do seu curso.',
  'postassessment.thanks': 'Obrigado por concluir a avaliação!',
  'postassessment.home': 'Voltar à página inicial',
};
