import type { TeamUsersResponse } from 'shared-api';
import { Alert, useT } from 'shared-ui';

/**
 * The domains of this team's people that another team's single sign-on speaks for (issue 36): they
 * are refused single sign-on there, so the admin sees it where they manage these people.
 */
export function SsoClaims({ claims }: { claims: TeamUsersResponse['ssoClaims'] }) {
  const t = useT();
  if (claims.length === 0) return null;
  return (
    <Alert variant="info">
      {claims.map(({ domain, team }) => (
        <p key={domain}>{t('team.ssoClaimed', { domain, team })}</p>
      ))}
    </Alert>
  );
}
