import { useCallback } from 'react';
import { storeSession } from 'shared-api';
import type { Language, SessionFields } from 'shared-api';
import { useLanguage } from 'shared-ui';

/**
 * Every way of signing in (login, registration, password update) ends the same way: the new
 * session replaces the old one (and the assessment's working cookies), and the screen switches to
 * the language stored on the user.
 */
export function useStartSession(): (session: SessionFields & { language?: Language }) => void {
  const { setLanguage } = useLanguage();
  return useCallback(
    (session) => {
      storeSession(session);
      if (session.language) setLanguage(session.language);
    },
    [setLanguage],
  );
}
