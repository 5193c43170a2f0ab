import { useNavigate } from 'react-router-dom';
import { useMeQuery } from 'shared-api';
import { Button, Card, ErrorAlert, Loading, Page, useT } from 'shared-ui';

/**
 * /post-assessment: what happens next. A team with the resultsSoonMessage setting hears that
 * results come shortly; a class member, that they come when the class starts; everyone else is
 * thanked and sent home.
 */
export default function PostAssessmentPage() {
  const t = useT();
  const navigate = useNavigate();
  const me = useMeQuery();

  if (me.isLoading) return <Loading />;
  if (!me.data) {
    return (
      <Page>
        <ErrorAlert error={me.error} />
      </Page>
    );
  }
  const resultsSoon = me.data.team.resultsSoonMessage;
  const inClass = typeof me.data.classId === 'number';
  const message = resultsSoon ? t('postassessment.resultsSoon') : inClass ? t('postassessment.classStart') : t('postassessment.thanks');
  const offerHome = !resultsSoon && !inClass;
  return (
    <Page $narrow>
      <Card>
        <h1>{t('postassessment.title')}</h1>
        <p>{message}</p>
        {offerHome && <Button onClick={() => navigate('/portal')}>{t('postassessment.home')}</Button>}
      </Card>
    </Page>
  );
}
