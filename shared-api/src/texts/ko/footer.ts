import type { footer as english } from '../en/footer';
import type { Translation } from '../types';

export const footer: Translation<typeof english> = {
  'footer.privacy': '개인정보 처리방침',
  'footer.support': '고객 지원',
};
