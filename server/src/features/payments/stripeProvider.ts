import { LOCALES } from 'shared-api/texts';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import type { CheckoutRequest, PaymentProvider, ProviderSession } from './provider';

/** STRIPE_API_URL (a local fake of Stripe's API in tests) as the SDK's host, port and protocol. */
function apiTarget(url: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port || (parsed.protocol === 'https:' ? 443 : 80),
    protocol: parsed.protocol === 'https:' ? 'https' : 'http',
  };
}

export function createStripeClient(config: Config): Stripe {
  // Loaded here: the SDK is some 200 modules, which a server in test mode (no Stripe key) does without.
  const StripeSdk = require('stripe') as typeof Stripe;
  return new StripeSdk(config.stripeSecretKey as string, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...apiTarget(config.stripeApiUrl),
  });
}

export function sessionOf(session: Stripe.Checkout.Session): ProviderSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    clientSecret: session.client_secret ?? null,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountMinor: session.amount_total ?? null,
    currency: session.currency ?? null,
    metadata: (session.metadata ?? {}) as Record<string, string>,
  };
}

/** Stripe's refusals and outages alike: the caller is told the provider could not be reached. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new AppError('PAYMENT_PROVIDER', { cause: err });
  }
}

/**
 * Stripe Checkout through the official SDK (DESIGN.md): the browser goes to the session's url, or
 * mounts an embedded session's form with its client secret.
 */
export function createStripeProvider(config: Config, stripe = createStripeClient(config)): PaymentProvider {
  return {
    mode: 'stripe',
    publicKey: config.stripePublishableKey,
    createCheckoutSession: (request: CheckoutRequest) =>
      call(async () =>
        sessionOf(
          await stripe.checkout.sessions.create({
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: request.currency, unit_amount: request.amountMinor, product_data: { name: request.description } },
              },
            ],
            customer_email: request.customerEmail,
            // Our four languages' tags ('en', 'es', 'ko', 'pt-BR') are all locales of Stripe's page.
            locale: LOCALES[request.language] as Stripe.Checkout.SessionCreateParams.Locale,
            client_reference_id: request.metadata.userId,
            metadata: request.metadata,
            payment_intent_data: { metadata: request.metadata },
            // Embedded: Stripe's form sits in /checkout, which stays the way back, so no cancel page.
            ...(request.embedded
              ? { ui_mode: 'embedded' as const, return_url: request.successUrl }
              : { success_url: request.successUrl, cancel_url: request.cancelUrl }),
          }),
        ),
      ),
    retrieveSession: async (sessionId) => {
      try {
        return sessionOf(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if (err instanceof stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw new AppError('PAYMENT_PROVIDER', { cause: err });
      }
    },
    expireSession: (sessionId) => call(async () => void (await stripe.checkout.sessions.expire(sessionId))),
    refund: ({ paymentIntent, idempotencyKey }) =>
      call(async () => {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey });
        return { refundId: refund.id };
      }),
  };
}
