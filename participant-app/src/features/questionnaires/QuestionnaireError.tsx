import { Link } from 'react-router-dom';
import { Alert, ErrorAlert, errorCode, useT } from 'shared-ui';

/**
 * Why a questionnaire could not be loaded or sent. Answers that were already sent (409
 * ALREADY_SUBMITTED) get the server's own words, which name the questionnaire, and the way back
 * to the portal; anything else the usual error alert.
 */
export function QuestionnaireError({ error }: { error: unknown }) {
  const t = useT();
  if (errorCode(error) !== 'ALREADY_SUBMITTED') return <ErrorAlert error={error} />;
  const message = (error as { data?: { message?: unknown } }).data?.message;
  return (
    <Alert variant="info">
      <p>{typeof message === 'string' && message ? message : t('errors.ALREADY_SUBMITTED')}</p>
      <p>
        <Link to="/portal">{t('questionnaires.toPortal')}</Link>
      </p>
    </Alert>
  );
}
