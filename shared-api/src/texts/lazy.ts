import type { Language } from '../common/types';
import type { Dictionary } from './core';

export * from './core';

/**
 * The browser's way to the texts: one language per chunk, fetched when first needed, so a page
 * carries one dictionary instead of four. The chunks come from the build that provides this shared
 * module, wherever it is served. A language missing here fails the type check.
 */
const LOADERS: Record<Language, () => Promise<Dictionary>> = {
  ENG: () => import(/* webpackChunkName: "texts-en" */ './en').then((m) => m.en),
  SPA: () => import(/* webpackChunkName: "texts-es" */ './es').then((m) => m.es),
  KOR: () => import(/* webpackChunkName: "texts-ko" */ './ko').then((m) => m.ko),
  BRPT: () => import(/* webpackChunkName: "texts-pt" */ './pt').then((m) => m.pt),
};

const loaded = new Map<Language, Dictionary>();
const loading = new Map<Language, Promise<Dictionary>>();

/** The language's dictionary once it has loaded, so a render can use it without waiting. */
export function loadedDictionary(language: Language): Dictionary | undefined {
  return loaded.get(language);
}

/** Loads a language once; a failed load is forgotten, so the next call tries again. */
export function loadDictionary(language: Language): Promise<Dictionary> {
  let promise = loading.get(language);
  if (!promise) {
    promise = LOADERS[language]().then(
      (dictionary) => {
        loaded.set(language, dictionary);
        return dictionary;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}
