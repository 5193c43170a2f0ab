import { useState } from 'react';
import styled from 'styled-components';
import { useSsoDiscoverQuery, useSsoStartMutation } from 'shared-api';
import { Button, ErrorAlert, Muted, TextParts, theme, useT } from 'shared-ui';

/** Leaving for the provider (replaceable in tests, where jsdom cannot navigate). */
export const toProvider = { go: (url: string) => window.location.assign(url) };

const Offer = styled.div`
  margin: ${theme.space(2)} 0 ${theme.space(4)};
`;

/**
 * "Continue with your organisation" (issue 24), for an email whose domain a team signs in through
 * its identity provider: the browser goes to the provider, which sends it back to /sso. Its own
 * chunk, loaded once an email has been typed: most people never need it.
 */
export default function SsoOffer({ email }: { email: string }) {
  return (
    <TextParts part="account">
      <OfferButton email={email} />
    </TextParts>
  );
}

function OfferButton({ email }: { email: string }) {
  const t = useT();
  const discover = useSsoDiscoverQuery(email);
  const [start, started] = useSsoStartMutation();
  const [leaving, setLeaving] = useState(false);
  if (!discover.data?.sso) return null;

  const go = async () => {
    try {
      const { url } = await start({ email }).unwrap();
      setLeaving(true);
      toProvider.go(url);
    } catch {
      // Shown below from the mutation's state.
    }
  };

  return (
    <Offer>
      <Muted>{t('account.ssoHint')}</Muted>
      {started.error !== undefined && <ErrorAlert error={started.error} />}
      <Button variant="secondary" block onClick={go} disabled={started.isLoading || leaving}>
        {t('account.ssoContinue')}
      </Button>
    </Offer>
  );
}
