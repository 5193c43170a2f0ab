import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONFIRM_DELETION_PARAM, useConfirmDeletionMutation } from 'shared-api/whole';
import { Alert, ErrorAlert, FormCard, Loading, TextParts, useT } from 'shared-ui';

/** Shaped like the server's answer to a spent link: an address without one says the same. */
const NO_LINK = { status: 400, data: { error: 'DELETION_LINK_INVALID' } };

/**
 * /confirm-deletion?c=<token> (issue 26): where the email's link lands, logged in or not. The
 * link, once and within its hours, confirms the request to be erased.
 */
export default function ConfirmDeletionPage() {
  return (
    <TextParts part="account">
      <ConfirmDeletion />
    </TextParts>
  );
}

function ConfirmDeletion() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get(CONFIRM_DELETION_PARAM) ?? '';
  const [confirmDeletion] = useConfirmDeletionMutation();
  const [outcome, setOutcome] = useState<{ msg: string } | { failure: unknown }>();

  // StrictMode runs effects twice; the link is good once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) return setOutcome({ failure: NO_LINK });
    confirmDeletion(token)
      .unwrap()
      .then(({ msg }) => setOutcome({ msg }), (failure: unknown) => setOutcome({ failure }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link the page was opened with
  }, []);

  if (!outcome) return <Loading label={t('account.confirmingDeletion')} />;
  return (
    <FormCard title={t('account.confirmDeletionTitle')}>
      {'msg' in outcome ? <Alert variant="success">{outcome.msg}</Alert> : <ErrorAlert error={outcome.failure} />}
      <p>
        <Link to="/">{t('nav.home')}</Link>
      </p>
    </FormCard>
  );
}
