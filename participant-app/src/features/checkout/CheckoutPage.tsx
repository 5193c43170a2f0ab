import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCreateCheckoutSessionMutation, useCurrentUserClassQuery, useLeaveClassMutation, useStripePublicKeyQuery } from 'shared-api';
import { RECEIPT_FILE_NAME, type ClassFields } from 'shared-api';
import { Alert, Button, Card, ErrorAlert, FactList, Loading, Muted, Page, Stack, theme, useFormat, useT } from 'shared-ui';
import { LeaveClass } from './LeaveClass';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

// Stripe's packages load only with the embedded form: test mode and every other page do without them.
const StripeEmbeddedCheckout = lazy(() => import('./StripeEmbeddedCheckout'));

/** Sends the browser to the provider's page (Stripe Checkout, or the test-mode page). */
export type GoTo = (url: string) => void;
const browserGoTo: GoTo = (url) => window.location.assign(url);

function Summary({ cls }: { cls: ClassFields }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <Muted>{t('checkout.yourClass')}</Muted>
      <h2>{cls.name}</h2>
      <FactList
        facts={[
          [t('classes.detail.when'), cls.time_description || '-'],
          [t('classes.detail.where'), cls.place_description || '-'],
          [t('classes.detail.starts'), cls.starts_at ? format.dateTime(cls.starts_at) : t('classes.notScheduled')],
          [t('checkout.total'), format.price(cls.price, cls.currency)],
        ]}
      />
      <p>{t('checkout.refundPolicy')}</p>
    </>
  );
}

/**
 * Proceed to Payment. With Stripe keys (a public key) the session is an embedded one and Stripe's
 * form opens here; otherwise the browser goes to the session's page (the test-mode page).
 */
function Pay({ testMode, publicKey, goTo }: { testMode: boolean; publicKey: string | null; goTo: GoTo }) {
  const t = useT();
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const [failed, setFailed] = useState(false);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const onEmbeddedFailed = useCallback(() => {
    setClientSecret(null);
    setFailed(true);
  }, []);
  if (publicKey && clientSecret) {
    return (
      <Suspense fallback={<Loading />}>
        <StripeEmbeddedCheckout publicKey={publicKey} clientSecret={clientSecret} onFailed={onEmbeddedFailed} />
      </Suspense>
    );
  }
  return (
    <>
      {failed && <Alert variant="error">{t('checkout.stripeError')}</Alert>}
      {testMode && (
        <Alert variant="info" role="note">
          {t('checkout.testMode')}
        </Alert>
      )}
      <Button
        disabled={isLoading}
        onClick={async () => {
          setFailed(false);
          try {
            const session = await createSession({ baseUrl: window.location.origin, uiMode: publicKey ? 'embedded' : undefined }).unwrap();
            if (session.client_secret) setClientSecret(session.client_secret);
            else if (session.url) goTo(session.url);
            else setFailed(true);
          } catch {
            setFailed(true);
          }
        }}
      >
        {isLoading ? t('checkout.redirecting') : t('checkout.pay')}
      </Button>
    </>
  );
}

/** SPEC.md: Back to Class Selection leaves the class (nothing is paid yet, so nothing is lost). */
function BackToClasses({ onFailed }: { onFailed: (error: unknown) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [leave, { isLoading }] = useLeaveClassMutation();
  return (
    <Button
      variant="secondary"
      disabled={isLoading}
      onClick={async () => {
        try {
          await leave().unwrap();
          navigate('/classes');
        } catch (error) {
          onFailed(error);
        }
      }}
    >
      {t('checkout.back')}
    </Button>
  );
}

/**
 * /checkout (SPEC.md section 2, "Checkout"): the class, its price and the refund policy; Back to
 * Class Selection leaves the class, Proceed to Payment goes to the payment page. Admins skip
 * payment (their Back goes to /portal); a paid participant may cancel here, after a confirmation
 * (refunded in full inside the window).
 */
export default function CheckoutPage({ goTo = browserGoTo }: { goTo?: GoTo }) {
  const t = useT();
  const navigate = useNavigate();
  const current = useCurrentUserClassQuery();
  const provider = useStripePublicKeyQuery();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<unknown>();

  if (current.isLoading || provider.isLoading) return <Loading />;
  if (!current.data || !provider.data) {
    return (
      <Page $narrow>
        <ErrorAlert error={current.error ?? provider.error} />
      </Page>
    );
  }
  const { class: cls, paid, refundable, receipt_link } = current.data;

  let body;
  if (provider.data.admin) {
    body = (
      <>
        {cls && <Summary cls={cls} />}
        <p>{t('checkout.adminSkips')}</p>
        <Actions>
          <Button variant="secondary" onClick={() => navigate('/portal')}>
            {t('checkout.back')}
          </Button>
        </Actions>
      </>
    );
  } else if (!cls) {
    body = (
      <>
        <p>{t('checkout.noClass')}</p>
        <Link to="/classes">{t('checkout.chooseClass')}</Link>
      </>
    );
  } else if (paid) {
    body = (
      <>
        <Summary cls={cls} />
        <p>{cls.price > 0 ? t('checkout.paid') : t('checkout.free')}</p>
        {receipt_link && (
          <p>
            <a href={receipt_link} download={RECEIPT_FILE_NAME}>
              {t('checkout.receipt.download')}
            </a>
          </p>
        )}
        <Actions>
          <Button onClick={() => navigate('/portal')}>{t('checkout.toPortal')}</Button>
          <LeaveClass cls={cls} refundable={refundable} onLeft={setNotice} />
        </Actions>
      </>
    );
  } else {
    body = (
      <>
        <Summary cls={cls} />
        <Actions>
          <BackToClasses onFailed={setFailure} />
          <Pay testMode={provider.data.test_mode} publicKey={provider.data.public_key} goTo={goTo} />
        </Actions>
      </>
    );
  }

  return (
    <Page $narrow>
      <Stack>
        <h1>{t('checkout.title')}</h1>
        {notice && (
          <Alert variant="success" role="status">
            {notice}
          </Alert>
        )}
        {failure !== undefined && <ErrorAlert title={t('classes.leaveError')} error={failure} />}
        <Card>{body}</Card>
        {!cls && !provider.data.admin && <Muted>{t('checkout.refundPolicy')}</Muted>}
      </Stack>
    </Page>
  );
}
