/** The language names (the language picker). */
export const lang = {
  'lang.ENG': 'English',
  'lang.SPA': 'Español',
  'lang.KOR': '한국어',
  'lang.BRPT': 'Português (Brasil)',
  'lang.label': 'Language',
};
