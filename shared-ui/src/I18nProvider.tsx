import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Language } from 'shared-api/contract';
import { fill, isKeyOf, loadDictionary, loadedDictionary, LOCALES } from 'shared-api/texts/lazy';
import type { Dictionary, DictionaryKey, TranslateVars } from 'shared-api/texts/lazy';

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

interface I18nContextValue extends I18nValue {
  dictionary: Dictionary | undefined;
}

const I18nContext = createContext<I18nContextValue>({ language: 'ENG', setLanguage: () => undefined, dictionary: undefined });

/**
 * Provides the texts of `language`, loaded on demand (one language per chunk). Nothing renders
 * until the first language is there, so no key ever flashes on screen; when the language changes,
 * the page keeps the previous one until the next has loaded, then switches at once.
 */
export function I18nProvider({
  language,
  setLanguage,
  children,
}: I18nValue & { children: ReactNode }) {
  const [shown, setShown] = useState<Language | undefined>(() => (loadedDictionary(language) ? language : undefined));
  if (shown !== language && loadedDictionary(language)) setShown(language);

  useEffect(() => {
    if (loadedDictionary(language)) return;
    let current = true;
    loadDictionary(language).then(
      () => current && setShown(language),
      (error: unknown) => console.error(`Could not load the ${language} texts`, error),
    );
    return () => {
      current = false;
    };
  }, [language]);

  // The lang attribute follows the texts on screen, not the language asked for; so does the
  // tab's title, the portal's name (index.html can only hold one language's).
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = LOCALES[shown];
    document.title = loadedDictionary(shown)?.['nav.home'] ?? document.title;
  }, [shown]);

  const dictionary = shown && loadedDictionary(shown);
  const value = useMemo(() => (shown ? { language: shown, setLanguage, dictionary } : undefined), [shown, setLanguage, dictionary]);
  return value ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}

export function useLanguage(): I18nValue {
  return useContext(I18nContext);
}

export type Translate = (key: DictionaryKey, vars?: TranslateVars) => string;

/** `t(key)`; keys are type-checked against the English dictionary. */
export function useT(): Translate {
  const { dictionary } = useContext(I18nContext);
  return useCallback((key: DictionaryKey, vars?: TranslateVars) => fill(dictionary?.[key] ?? key, vars), [dictionary]);
}

/** Whether a string from a schema or the server is a text key. */
export function useIsTextKey(): (key: string) => key is DictionaryKey {
  const { dictionary } = useContext(I18nContext);
  return useCallback((key: string): key is DictionaryKey => dictionary !== undefined && isKeyOf(dictionary, key), [dictionary]);
}

/** Translates a message key that came from a schema or the server, passing other text through. */
export function useMessage(): (message: string | undefined, vars?: TranslateVars) => string {
  const t = useT();
  const isTextKey = useIsTextKey();
  return useCallback(
    (message: string | undefined, vars?: TranslateVars) => (message && isTextKey(message) ? t(message, vars) : (message ?? '')),
    [t, isTextKey],
  );
}
