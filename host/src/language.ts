import { useCallback, useState } from 'react';
import { LANGUAGE_COOKIE, readLanguageCookie, useMeQuery, useSetLanguageMutation, writeCookie } from 'shared-api';
import type { Language, Session } from 'shared-api';
import { languageFromLocales } from 'shared-api/texts/lazy';

function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'ENG';
  return languageFromLocales(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
}

/**
 * The page language (DESIGN.md): the logged-in user's stored language, else the `lang` cookie,
 * else a guess from the browser. Choosing one writes the cookie and, when logged in, stores it on
 * the user.
 */
export function useAppLanguage(session: Session | null): [Language, (language: Language) => void] {
  const me = useMeQuery(undefined, { skip: !session });
  const [setUserLanguage] = useSetLanguageMutation();
  const [chosen, setChosen] = useState<Language | undefined>(undefined);

  // A new user (login, logout) starts from their own stored language, not the last pick.
  const userKey = session ? `${session.userId}:${session.accessToken}` : '';
  const [lastUser, setLastUser] = useState(userKey);
  if (lastUser !== userKey) {
    setLastUser(userKey);
    setChosen(undefined);
  }

  const language: Language =
    chosen ?? (session ? me.data?.language : undefined) ?? readLanguageCookie() ?? browserLanguage();

  const choose = useCallback(
    (next: Language) => {
      writeCookie(LANGUAGE_COOKIE, next, 365);
      setChosen(next);
      if (session) setUserLanguage({ language: next }).unwrap().catch((error: unknown) => console.error('Could not store the language', error));
    },
    [session, setUserLanguage],
  );

  return [language, choose];
}
