import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CONFIRM_DELETION_PARAM, DELETION_DUE_DAYS, useConfirmDeletionMutation } from 'shared-api/whole';
import { Button, FormCard, FormOutcomeAlert, Loading, TextParts, theme, useT, type Outcome } from 'shared-ui';

/** Shaped like the server's answer to a spent link: an address without one says the same. */
const NO_LINK = { status: 400, data: { error: 'DELETION_LINK_INVALID' } };

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(4)};
`;

/**
 * /confirm-deletion?c=<token> (issue 26): where the email's link lands, logged in or not. Opening
 * it confirms nothing: mail scanners run links' scripts too, so only the person's click, once and
 * within the link's hours, confirms the request to be erased.
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
  const [confirmDeletion, { isLoading }] = useConfirmDeletionMutation();
  const [answer, setAnswer] = useState<Outcome>();
  const outcome = token ? answer : { error: NO_LINK };

  // The clicked button is gone: focus moves to what came of it, so screen readers start there.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) shown.current?.focus();
  }, [answer]);

  const send = () =>
    void confirmDeletion(token)
      .unwrap()
      .then(({ msg }) => setAnswer({ msg }), (error: unknown) => setAnswer({ error }));

  return (
    <FormCard title={t('account.confirmDeletionTitle')}>
      {outcome ? (
        <div ref={shown} tabIndex={-1}>
          <FormOutcomeAlert outcome={outcome} />
          <p>
            <Link to="/">{t('nav.home')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t('account.confirmDeletionExplain', { days: DELETION_DUE_DAYS })}</p>
          <Actions>
            <Button variant="danger" onClick={send} disabled={isLoading} aria-busy={isLoading || undefined}>
              {t('account.confirmDeletion')}
            </Button>
            <Link to="/">{t('account.keepAccount')}</Link>
          </Actions>
          {isLoading && <Loading label={t('account.confirmingDeletion')} />}
        </>
      )}
    </FormCard>
  );
}
