import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { Language } from 'shared-api/contract';
import { AppError } from '../../http/errors';

/**
 * What the product needs of a card payment provider. Two implement it: Stripe through its
 * official SDK (stripeProvider.ts), and with no Stripe keys the built-in test mode
 * (testProvider.ts), whose local checkout page goes through the same fulfilment. A provider
 * that cannot be reached or refuses throws AppError('PAYMENT_PROVIDER'): 503, worth a retry.
 */
export interface CheckoutRequest {
  amountMinor: number;
  currency: string;
  /** What is bought, as the checkout page shows it (the class's name). */
  description: string;
  customerEmail: string;
  /** Where the provider sends the browser after paying; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
  /** Kept by the provider and read back at fulfilment: the user and class paid for. */
  metadata: { userId: string; classId: string };
  /** The payer's language: the provider's page speaks it. */
  language: Language;
  /** Stripe's Embedded Checkout: the form is mounted in our page, which successUrl is the return of. */
  embedded: boolean;
}

/** A Checkout Session as the provider reports it. */
export interface ProviderSession {
  id: string;
  /** The page the browser goes to to pay; null for an embedded session. */
  url: string | null;
  /** What the browser mounts an embedded session with; null for a hosted one. */
  clientSecret: string | null;
  paid: boolean;
  paymentIntent: string | null;
  amountMinor: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  /** off: production without Stripe keys, where no card is taken (offProvider.ts). */
  mode: 'stripe' | 'test' | 'off';
  /** The key a browser may see (Stripe's publishable key); null in test mode. */
  publicKey: string | null;
  createCheckoutSession(request: CheckoutRequest): Promise<ProviderSession>;
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** Stops an unpaid session from being paid later (its user left the class). */
  expireSession(sessionId: string): Promise<void>;
  /** Refunds a payment in full; the same key twice makes one refund (a retry after a failure). */
  refund(options: { paymentIntent: string; idempotencyKey: string }): Promise<{ refundId: string }>;
}

/** What every payment action works with. */
export interface PaymentsDeps {
  db: Kysely<DB>;
  config: Config;
  provider: PaymentProvider;
}

/** The provider a payment row names: with card payments off no session is made, so none reaches a row. */
export function recordedAs(provider: PaymentProvider): 'stripe' | 'test' {
  if (provider.mode === 'off') throw new AppError('PAYMENTS_OFF');
  return provider.mode;
}
