import { ERROR_CODES } from '../common/errorCodes';
import { LANGUAGES } from '../common/types';
import { dictionaries, isDictionaryKey, languageFromLocales, translate } from './index';

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g))].sort();

describe('texts', () => {
  it('have the same keys and no empty text in every language', () => {
    const keys = Object.keys(dictionaries.ENG).sort();
    for (const dict of Object.values(dictionaries)) {
      expect(Object.keys(dict).sort()).toEqual(keys);
      for (const text of Object.values(dict)) expect(text.trim()).not.toBe('');
    }
  });

  it('have a message for every error code in all four languages', () => {
    for (const language of LANGUAGES) {
      for (const code of ERROR_CODES) {
        const key = `errors.${code}`;
        expect([language, key, isDictionaryKey(key)]).toEqual([language, key, true]);
        if (isDictionaryKey(key)) expect([language, key, dictionaries[language][key].trim() !== '']).toEqual([language, key, true]);
      }
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(dictionaries.ENG)) {
      for (const dict of Object.values(dictionaries)) {
        expect([key, placeholders(dict[key as keyof typeof dict])]).toEqual([key, placeholders(text)]);
      }
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(translate('ENG', 'validation.emailDomain', { domain: '@acme.org' })).toBe('Please enter your @acme.org email.');
    expect(translate('KOR', 'portal.greeting', { name: '민수' })).toBe('안녕하세요, 민수님!');
    expect(translate('ENG', 'notFound.help')).toContain('{email}');
  });

  it('know their own keys only', () => {
    expect(isDictionaryKey('errors.INTERNAL')).toBe(true);
    expect(isDictionaryKey('toString')).toBe(false);
  });

  it('guess the language from locales', () => {
    expect(languageFromLocales(['ko-KR', 'en'])).toBe('KOR');
    expect(languageFromLocales(['pt-BR'])).toBe('BRPT');
    expect(languageFromLocales(['es-419'])).toBe('SPA');
    expect(languageFromLocales(['fr-FR'])).toBe('ENG');
  });

  it("keep a button's visible label inside its accessible name (WCAG 2.5.3), in every language", () => {
    // Buttons that show a short label and name their target for screen readers (DepartmentsEditor).
    const pairs = [
      ['team.departments.add', 'team.departments.addTo'],
      ['team.departments.rename', 'team.departments.renameOne'],
      ['team.departments.delete', 'team.departments.deleteOne'],
    ] as const;
    for (const [language, dict] of Object.entries(dictionaries)) {
      for (const [label, name] of pairs) expect([language, name, dict[name].includes(dict[label])]).toEqual([language, name, true]);
    }
  });
});
