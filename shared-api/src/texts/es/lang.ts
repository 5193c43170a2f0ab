import type { lang as english } from '../en/lang';
import type { Translation } from '../types';

export const lang: Translation<typeof english> = {
  'lang.ENG': 'English',
  'lang.SPA': 'Español',
  'lang.KOR': '한국어',
  'lang.BRPT': 'Português (Brasil)',
  'lang.label': 'Idioma',
};
