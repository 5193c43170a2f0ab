import { useEffect } from 'react';
import { Loading } from 'shared-ui';

/** A document outside the app (the privacy policy): replace the history entry, so Back works. */
export function ExternalRedirect({ href, go = (url: string) => window.location.replace(url) }: { href: string; go?: (url: string) => void }) {
  useEffect(() => {
    go(href);
  }, [href, go]);
  return <Loading />;
}
