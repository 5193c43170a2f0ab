import { useSearchParams } from 'react-router-dom';
import { Alert, TextParts, useT } from 'shared-ui';
// The whole shared-api: its contract's constants stay off the first pages (webpack.sharing.js).
import { SSO_CALLBACK_ERRORS, SSO_ERROR_PARAM, SSO_LINK_PARAM, SSO_LINK_VALUE, type SsoCallbackError } from 'shared-api/whole';

const isCallbackError = (code: string | null): code is SsoCallbackError => SSO_CALLBACK_ERRORS.includes(code as SsoCallbackError);

/**
 * What the identity provider's return left on /login (issue 24): why a sign-in through the
 * organisation failed, or that this account is linked at its next password login.
 */
export default function SsoNotice() {
  return (
    <TextParts part="account">
      <Notice />
    </TextParts>
  );
}

function Notice() {
  const t = useT();
  const [params] = useSearchParams();
  if (params.get(SSO_LINK_PARAM) === SSO_LINK_VALUE) return <Alert variant="info">{t('account.ssoLink')}</Alert>;
  const code = params.get(SSO_ERROR_PARAM);
  if (code === null) return null;
  // Only the codes the callback sends: the address is anyone's to type.
  return <Alert variant="error">{t(`errors.${isCallbackError(code) ? code : 'SSO_FAILED'}`)}</Alert>;
}
