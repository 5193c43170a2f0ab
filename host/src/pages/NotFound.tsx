import { Link } from 'react-router-dom';
import { Card, Page, useT } from 'shared-ui';

export function NotFound({ supportEmail }: { supportEmail: string | undefined }) {
  const t = useT();
  return (
    <Page $narrow>
      <Card>
        <h1>{t('notFound.title')}</h1>
        {supportEmail && (
          <p>
            <a href={`mailto:${supportEmail}`}>{t('notFound.help', { email: supportEmail })}</a>
          </p>
        )}
        <p>
          <Link to="/">{t('notFound.home')}</Link>
        </p>
      </Card>
    </Page>
  );
}
