import type { footer as english } from '../en/footer';
import type { Translation } from '../types';

export const footer: Translation<typeof english> = {
  'footer.privacy': 'Política de privacidade',
  'footer.support': 'Suporte',
};
