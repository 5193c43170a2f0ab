import type { freeform as english } from '../en/freeform';
import type { Translation } from '../types';

export const freeform: Translation<typeof english> = {
  'freeform.start': 'Começar',
  'freeform.timeLeft': 'Tempo restante',
  'freeform.timeUp': 'O tempo acabou! Suas ideias foram salvas; clique em Próxima para continuar.',
  'freeform.idea': 'Sua ideia',
  'freeform.add': 'Adicionar ideia',
  'freeform.remove': 'Remover "{idea}"',
  'freeform.ideas': 'Suas ideias ({count})',
  'freeform.lateNotKept': 'As ideias digitadas depois que o tempo acabou não foram mantidas.',
  'freeform.lateNotKeptOn': 'Pergunta {n}: as ideias digitadas depois que o tempo acabou não foram mantidas. Para enviar as demais respostas, clique em Enviar.',
};
