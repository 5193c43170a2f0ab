import { useCallback } from 'react';
import { pluralKey } from 'shared-api/texts/lazy';
import type { DictionaryKey, TranslateVars } from 'shared-api/texts/lazy';
import { useLanguage, useT } from './I18nProvider';

/** A count's two texts: `one` where the language's plural rules say so, else `other`. */
export interface PluralKeys {
  one: DictionaryKey;
  other: DictionaryKey;
}

/**
 * `plural(count, keys, vars)`: the text for `count` by Intl.PluralRules (DESIGN.md: never
 * "1 users"), with `{count}` filled. Korean has one form, so both its keys hold the same text.
 */
export function usePlural(): (count: number, keys: PluralKeys, vars?: TranslateVars) => string {
  const t = useT();
  const { language } = useLanguage();
  return useCallback(
    (count: number, keys: PluralKeys, vars?: TranslateVars) => {
      return t(pluralKey(language, count, keys), { count, ...vars });
    },
    [t, language],
  );
}
