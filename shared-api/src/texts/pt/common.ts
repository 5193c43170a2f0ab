import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  'common.loading': 'Carregando...',
  'common.close': 'Fechar',
  'common.remoteFailed': 'Não foi possível carregar esta parte do site. Verifique sua conexão e recarregue a página.',
  'common.reload': 'Recarregar',
};
