import { useAppConfigQuery } from 'shared-api';
import { useT } from 'shared-ui';

/** The support address comes from the server's configuration, never from the bundle. */
export function useSupportEmail(): string | undefined {
  return useAppConfigQuery().data?.supportEmail;
}

export function SupportLink() {
  const t = useT();
  const email = useSupportEmail();
  return email ? <a href={`mailto:${email}`}>{t('resetRequest.contact')}</a> : null;
}
