import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  'common.loading': 'Cargando...',
  'common.close': 'Cerrar',
  'common.remoteFailed': 'No se pudo cargar esta parte del sitio. Revise su conexión y vuelva a cargar la página.',
  'common.reload': 'Volver a cargar',
};
