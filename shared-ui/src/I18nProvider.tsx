import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Language } from 'shared-api/contract';
import { isDictionaryKey, translate } from './i18n';
import type { DictionaryKey, TranslateVars } from './i18n';

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18nValue>({ language: 'ENG', setLanguage: () => undefined });

export function I18nProvider({
  language,
  setLanguage,
  children,
}: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLanguage(): I18nValue {
  return useContext(I18nContext);
}

export type Translate = (key: DictionaryKey, vars?: TranslateVars) => string;

/** `t(key)`; keys are type-checked against the English dictionary. */
export function useT(): Translate {
  const { language } = useContext(I18nContext);
  return useCallback((key: DictionaryKey, vars?: TranslateVars) => translate(language, key, vars), [language]);
}

/** Translates a message key that came from a schema or the server, passing other text through. */
export function useMessage(): (message: string | undefined, vars?: TranslateVars) => string {
  const { language } = useContext(I18nContext);
  return useCallback(
    (message: string | undefined, vars?: TranslateVars) =>
      message && isDictionaryKey(message) ? translate(language, message, vars) : (message ?? ''),
    [language],
  );
}
