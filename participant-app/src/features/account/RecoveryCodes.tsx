import styled from 'styled-components';
import { Alert, Button, theme, useT } from 'shared-ui';

const Codes = styled.ol`
  font-family: ui-monospace, monospace;
  font-size: 1.05em;
  columns: 2;
  padding-left: 2em;
`;

/** A link that saves a file, styled as the page's main action. */
const Download = styled.a`
  display: inline-block;
  margin-right: ${theme.space(3)};
  font-weight: ${theme.font.weight.medium};
`;

/** The ten recovery codes, shown this once: listed, and as a file to keep (a data link: no script, no server). */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useT();
  const file = [t('account.recoveryFile', { email }), '', ...codes, ''].join('\n');
  return (
    <>
      <Alert variant="success">{t('account.mfaEnabled')}</Alert>
      <h3>{t('account.recoveryTitle')}</h3>
      <p>{t('account.recoveryIntro')}</p>
      <Codes data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Download href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download="recovery-codes.txt">
        {t('account.recoveryDownload')}
      </Download>
      <Button variant="secondary" onClick={onDone}>
        {t('account.recoveryDone')}
      </Button>
    </>
  );
}
