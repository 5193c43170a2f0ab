import { useState } from 'react';
import { cookiesEnabled } from 'shared-api';
import { Modal, useT } from 'shared-ui';

/** A blocking dialog when the browser refuses cookies: nothing works without the session cookie. */
export function CookiesDialog({ check = cookiesEnabled }: { check?: () => boolean }) {
  const t = useT();
  const [enabled] = useState(check);
  return (
    <Modal open={!enabled} title={t('cookies.title')} blocking>
      <p>{t('cookies.body')}</p>
    </Modal>
  );
}
