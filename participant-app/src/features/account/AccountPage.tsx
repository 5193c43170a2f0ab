import styled from 'styled-components';
import { useMeQuery } from 'shared-api';
import { Alert, ErrorAlert, Loading, Page, Stack, TextParts, theme, useT } from 'shared-ui';
import { DataSection } from './DataSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SecondFactorSection } from './SecondFactorSection';
import { SessionsSection } from './SessionsSection';

// Served from this page's chunk (pages.ts).
export { default as ConfirmDeletionPage } from './ConfirmDeletionPage';

const Title = styled.h1`
  font-size: ${theme.font.size.xl};
  margin: 0;
`;

/**
 * /account (issue 24), for every signed-in user: their name and language, password, second factor,
 * sessions, and their own data (issue 26). A manager held by REQUIRE_MFA_FOR_MANAGERS is sent
 * here, the setup first.
 */
export default function AccountPage() {
  return (
    <TextParts part="account">
      <AccountSections />
    </TextParts>
  );
}

function AccountSections() {
  const t = useT();
  const me = useMeQuery();
  if (!me.data) return me.error ? <ErrorAlert error={me.error} /> : <Loading />;
  const { mfa_setup_required: held, mfa_enabled: mfaEnabled, email } = me.data;
  // Keyed, so the setup keeps its state (the recovery codes on screen) when it moves back down.
  const secondFactor = <SecondFactorSection key="mfa" enabled={mfaEnabled} email={email} hasPassword={me.data.has_password} />;
  const others = [<ProfileSection key="profile" me={me.data} />, <PasswordSection key="password" hasPassword={me.data.has_password} />];
  const sections = held ? [secondFactor, ...others] : [...others, secondFactor];
  return (
    <Page $narrow>
      <Stack>
        <Title>{t('account.title')}</Title>
        {held && <Alert variant="info">{t(mfaEnabled ? 'account.mfaSignInAgain' : 'account.mfaNeeded')}</Alert>}
        {sections}
        <SessionsSection />
        <DataSection admin={me.data.admin} />
      </Stack>
    </Page>
  );
}
