import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useCheckoutSuccessMutation } from 'shared-api';
import { Alert, Button, Card, ErrorAlert, Loading, Page, Stack, useT } from 'shared-ui';

/**
 * /checkout-success?session_id= (SPEC.md section 2, "Checkout"): confirms the payment with the
 * server, which fulfils it once whether or not the provider's webhook came first; then the start
 * button when the assessment is open, saying it takes about 15 minutes.
 */
export default function CheckoutSuccessPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [confirm, result] = useCheckoutSuccessMutation();

  useEffect(() => {
    if (sessionId) void confirm({ sessionId });
  }, [confirm, sessionId]);

  if (!sessionId) return <Navigate to="/checkout" replace />;
  if (result.isUninitialized || result.isLoading) return <Loading label={t('checkout.success.confirming')} />;
  if (!result.data) {
    return (
      <Page $narrow>
        <ErrorAlert error={result.error} />
        <Link to="/checkout">{t('checkout.title')}</Link>
      </Page>
    );
  }
  if (!result.data.paid) {
    return (
      <Page $narrow>
        <Alert variant="info">{t('checkout.success.notPaid')}</Alert>
      </Page>
    );
  }
  return (
    <Page $narrow>
      <Card>
        <Stack>
          <h1>{t('checkout.success.title')}</h1>
          <p>{t('checkout.success.minutes')}</p>
          {result.data.assessmentActive ? (
            <>
              <div>
                <Button onClick={() => navigate('/assessment')}>{t('checkout.success.start')}</Button>
              </div>
            </>
          ) : (
            <>
              <p>{t('checkout.success.notYet')}</p>
              <Link to="/portal">{t('checkout.toPortal')}</Link>
            </>
          )}
        </Stack>
      </Card>
    </Page>
  );
}
