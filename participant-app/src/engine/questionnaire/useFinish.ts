import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NextUrlResponse } from 'shared-api';

/** Goes to a submit's {nextUrl}: a path stays in the app; anything else (another site) needs a full page load. */
export function useGoToNext() {
  const navigate = useNavigate();
  return (nextUrl: string) => {
    if (nextUrl.startsWith('/') && !nextUrl.startsWith('//')) navigate(nextUrl);
    else window.location.assign(nextUrl);
  };
}

/**
 * The end of every questionnaire (SPEC.md section 4): send the answers; on {nextUrl} clear the
 * working values and go there. A failure is kept for the view to show.
 */
export function useFinish(clear: () => void) {
  const goToNext = useGoToNext();
  const [error, setError] = useState<unknown>();

  const finish = async (send: () => Promise<NextUrlResponse>) => {
    setError(undefined);
    try {
      const { nextUrl } = await send();
      clear();
      goToNext(nextUrl);
    } catch (failure) {
      setError(failure);
    }
  };

  return { finish, error };
}
