import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-ui';

// The whole width of the card, under the page's other action, however the actions wrap.
const Form = styled.section`
  flex: 1 1 100%;
  min-width: 0;
`;

/**
 * Stripe's Embedded Checkout (issue 22, with Stripe keys only): Stripe's own card form, mounted in
 * /checkout from the session's client secret. Stripe.js comes from js.stripe.com when this chunk
 * runs (the `pure` entry loads nothing on import), which the content security policy allows only
 * when keys are configured; a script that cannot load is reported as the page's payment failure.
 * Paying returns the browser to /checkout-success, as the hosted page does.
 */
export default function StripeEmbeddedCheckout({ publicKey, clientSecret, onFailed }: { publicKey: string; clientSecret: string; onFailed: () => void }) {
  const t = useT();
  const stripe = useMemo(() => loadStripe(publicKey).catch(() => null), [publicKey]);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (!loaded && current) onFailed();
    });
    return () => {
      current = false;
    };
  }, [stripe, onFailed]);
  return (
    <Form aria-label={t('checkout.cardForm')}>
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </Form>
  );
}
