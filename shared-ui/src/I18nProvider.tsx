import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Language } from 'shared-api/contract';
import { fill, isKeyOf, loadDictionary, loadedDictionary, LOCALES } from 'shared-api/texts/lazy';
import type { Dictionary, DictionaryKey, TextPart, TranslateVars } from 'shared-api/texts/lazy';

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

interface I18nContextValue extends I18nValue {
  dictionary: Dictionary | undefined;
  /** The parts of the texts a screen needs (TextParts); the base part always. */
  parts: readonly TextPart[];
  requirePart: (part: TextPart) => void;
}

const I18nContext = createContext<I18nContextValue>({
  language: 'ENG',
  setLanguage: () => undefined,
  dictionary: undefined,
  parts: ['base'],
  requirePart: () => undefined,
});

/**
 * Provides the texts of `language`, loaded on demand (a chunk per language and part). Nothing
 * renders until the first language is there, so no key ever flashes on screen; when the language
 * changes, the page keeps the previous one until the next has loaded (with every part asked for so
 * far), then switches at once. A screen that needs another part asks for it through TextParts.
 */
export function I18nProvider({
  language,
  setLanguage,
  children,
}: I18nValue & { children: ReactNode }) {
  const [parts, setParts] = useState<readonly TextPart[]>(['base']);
  const [shown, setShown] = useState<Language | undefined>(() => (loadedDictionary(language) ? language : undefined));
  // A part arriving makes a new dictionary object: this count re-renders the screens that read it.
  const [, setArrivals] = useState(0);
  if (shown !== language && loadedDictionary(language, parts)) setShown(language);

  useEffect(() => {
    if (loadedDictionary(language, parts)) return;
    let current = true;
    loadDictionary(language, parts).then(
      () => {
        if (!current) return;
        setShown(language);
        setArrivals((n) => n + 1);
      },
      (error: unknown) => console.error(`Could not load the ${language} texts`, error),
    );
    return () => {
      current = false;
    };
  }, [language, parts]);

  const requirePart = useCallback((part: TextPart) => setParts((asked) => (asked.includes(part) ? asked : [...asked, part])), []);

  // The lang attribute follows the texts on screen, not the language asked for; so does the
  // tab's title, the portal's name (index.html can only hold one language's).
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = LOCALES[shown];
    document.title = loadedDictionary(shown)?.['nav.home'] ?? document.title;
  }, [shown]);

  const dictionary = shown && loadedDictionary(shown);
  // The parts the shown dictionary holds (the language shown may still be the previous one).
  const held = shown ? parts.filter((part) => loadedDictionary(shown, [part])) : [];
  const heldKey = held.join();
  const value = useMemo(
    () => (shown ? { language: shown, setLanguage, dictionary, parts: heldKey.split(',') as TextPart[], requirePart } : undefined),
    [shown, setLanguage, dictionary, heldKey, requirePart],
  );
  return value ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
}

/**
 * Renders its children once the texts of `part` are there in the language shown (the admin's
 * screens ask for 'staff'); until then, nothing, as the provider does for the first language.
 */
export function TextParts({ part, children }: { part: TextPart; children: ReactNode }) {
  const { parts, requirePart } = useContext(I18nContext);
  useEffect(() => requirePart(part), [part, requirePart]);
  return parts.includes(part) ? <>{children}</> : null;
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
