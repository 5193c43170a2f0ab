import { useMeQuery } from 'shared-api';
import { Card, ErrorAlert, Loading, Muted, Page, Stack, useT } from 'shared-ui';

/** /portal: the participant's home. The questionnaire list, results and certificates come next. */
export default function PortalPage() {
  const t = useT();
  const me = useMeQuery();

  if (me.isLoading) return <Loading />;
  if (!me.data) {
    return (
      <Page>
        <ErrorAlert error={me.error} />
      </Page>
    );
  }
  return (
    <Page>
      <Stack>
        <div>
          <h1>{t('portal.greeting', { name: me.data.name })}</h1>
          <Muted>{t('portal.intro')}</Muted>
        </div>
        <Card>
          <p>{t('portal.nothing')}</p>
        </Card>
      </Stack>
    </Page>
  );
}
