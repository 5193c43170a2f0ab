import type { Language } from '../common/types';
import type { Dictionary } from './core';

export * from './core';

/**
 * The parts of a language's texts a browser loads apart: `base`, which every page may show;
 * `staff`, the admin's and team leaders' screens (and the server's emails), which a participant's
 * first page should not carry (scripts/budgets.json); and `account`, the account page and the
 * login's second step, which the login page does not carry either. Which namespace is in which
 * part is ./parts/<language>.<part>.ts; a test holds that the parts make the whole dictionary.
 */
export type TextPart = 'base' | 'staff' | 'account';

/**
 * One chunk per language and part, fetched when first needed. The chunks come from the build
 * that provides this shared module, wherever it is served. A language missing here fails the type
 * check.
 */
const LOADERS: Record<Language, Record<TextPart, () => Promise<Partial<Dictionary>>>> = {
  ENG: {
    base: () => import(/* webpackChunkName: "texts-en" */ './parts/en.base').then((m) => m.texts),
    staff: () => import(/* webpackChunkName: "texts-en-staff" */ './parts/en.staff').then((m) => m.texts),
    account: () => import(/* webpackChunkName: "texts-en-account" */ './parts/en.account').then((m) => m.texts),
  },
  SPA: {
    base: () => import(/* webpackChunkName: "texts-es" */ './parts/es.base').then((m) => m.texts),
    staff: () => import(/* webpackChunkName: "texts-es-staff" */ './parts/es.staff').then((m) => m.texts),
    account: () => import(/* webpackChunkName: "texts-es-account" */ './parts/es.account').then((m) => m.texts),
  },
  KOR: {
    base: () => import(/* webpackChunkName: "texts-ko" */ './parts/ko.base').then((m) => m.texts),
    staff: () => import(/* webpackChunkName: "texts-ko-staff" */ './parts/ko.staff').then((m) => m.texts),
    account: () => import(/* webpackChunkName: "texts-ko-account" */ './parts/ko.account').then((m) => m.texts),
  },
  BRPT: {
    base: () => import(/* webpackChunkName: "texts-pt" */ './parts/pt.base').then((m) => m.texts),
    staff: () => import(/* webpackChunkName: "texts-pt-staff" */ './parts/pt.staff').then((m) => m.texts),
    account: () => import(/* webpackChunkName: "texts-pt-account" */ './parts/pt.account').then((m) => m.texts),
  },
};

/** Per language, the parts loaded so far, merged: a key of a part not loaded is missing. */
const loaded = new Map<Language, { dictionary: Dictionary; parts: Set<TextPart> }>();
const loading = new Map<string, Promise<void>>();

/**
 * The language's dictionary once these parts have loaded (others may have too), so a render can
 * use it without waiting; a new object each time a part arrives.
 */
export function loadedDictionary(language: Language, parts: readonly TextPart[] = ['base']): Dictionary | undefined {
  const entry = loaded.get(language);
  return entry && parts.every((part) => entry.parts.has(part)) ? entry.dictionary : undefined;
}

/** Loads these parts of a language once each; a failed load is forgotten, so the next call tries again. */
export async function loadDictionary(language: Language, parts: readonly TextPart[] = ['base']): Promise<Dictionary> {
  await Promise.all(parts.map((part) => loadPart(language, part)));
  return loadedDictionary(language, parts) as Dictionary;
}

function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[language][part]().then(
      (texts) => {
        const entry = loaded.get(language);
        // The dictionary is complete only with every part; until then a missing key shows as itself.
        loaded.set(language, { dictionary: { ...entry?.dictionary, ...texts } as Dictionary, parts: new Set([...(entry?.parts ?? []), part]) });
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}
