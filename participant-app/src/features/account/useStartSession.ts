import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api, storeSession } from 'shared-api';
import type { Language, SessionFields } from 'shared-api';
import { useLanguage } from 'shared-ui';

/**
 * Every way of signing in (login, registration, password update) ends the same way: the new
 * session replaces the old one (and the assessment's working cookies), and the screen switches to
 * the language stored on the user.
 */
export function useStartSession(): (session: SessionFields & { language?: Language }) => void {
  const { setLanguage } = useLanguage();
  const dispatch = useDispatch();
  return useCallback(
    (session) => {
      storeSession(session);
      // Only now, with the new token stored, may cached user data be fetched again.
      dispatch(api.util.invalidateTags(['Me']));
      if (session.language) setLanguage(session.language);
    },
    [setLanguage, dispatch],
  );
}
