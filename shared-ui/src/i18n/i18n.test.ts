import { dictionaries, languageFromLocales, translate } from './index';

describe('dictionaries', () => {
  it('have the same keys and no empty text in every language', () => {
    const keys = Object.keys(dictionaries.ENG).sort();
    for (const dict of Object.values(dictionaries)) {
      expect(Object.keys(dict).sort()).toEqual(keys);
      for (const text of Object.values(dict)) expect(text.trim()).not.toBe('');
    }
  });

  it('keep every placeholder of the English text', () => {
    for (const [key, text] of Object.entries(dictionaries.ENG)) {
      const vars = (text.match(/\{\w+\}/g) ?? []).sort();
      for (const dict of Object.values(dictionaries)) {
        expect([key, (dict[key as keyof typeof dict].match(/\{\w+\}/g) ?? []).sort()]).toEqual([key, vars]);
      }
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(translate('ENG', 'validation.emailDomain', { domain: '@acme.org' })).toBe('Please enter your @acme.org email.');
    expect(translate('KOR', 'portal.greeting', { name: '민수' })).toBe('안녕하세요, 민수님!');
    expect(translate('ENG', 'notFound.help')).toContain('{email}');
  });

  it('guesses the language from locales', () => {
    expect(languageFromLocales(['ko-KR', 'en'])).toBe('KOR');
    expect(languageFromLocales(['pt-BR'])).toBe('BRPT');
    expect(languageFromLocales(['es-419'])).toBe('SPA');
    expect(languageFromLocales(['fr-FR'])).toBe('ENG');
  });
});
