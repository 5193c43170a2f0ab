import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { PaymentProvider } from './provider';
import { createStripeClient, createStripeProvider } from './stripeProvider';
import { createOffProvider } from './offProvider';
import { createTestProvider } from './testProvider';

/** What other features may use of payments. */
export { paymentCspSources } from './csp';
export { expirePendingCheckouts } from './expirePendingCheckouts';
export { formatAmount } from './emails';
export { findReceiptLink } from './findReceiptLink';
export { fulfilCheckout } from './fulfilCheckout';
export type { PaymentProvider, PaymentsDeps } from './provider';
export { refundPayment } from './refundPayment';
export { paidPayment, refundableSeats } from './queries';
export { refusePaidSeats } from './refusePaidSeats';
export { paymentRoutes } from './routes';

/**
 * Stripe when its secret key is set (DESIGN.md), else the built-in test mode, except in production,
 * where anyone could mark a seat paid on the test page: there card payments are off.
 */
export const paymentMode = (config: Pick<Config, 'stripeSecretKey' | 'production'>): PaymentProvider['mode'] =>
  config.stripeSecretKey ? 'stripe' : config.production ? 'off' : 'test';

export function createPayments(config: Config, db: Kysely<DB>): { provider: PaymentProvider; stripe: Stripe | null } {
  const mode = paymentMode(config);
  if (mode !== 'stripe') return { provider: mode === 'off' ? createOffProvider() : createTestProvider(db), stripe: null };
  const stripe = createStripeClient(config);
  return { provider: createStripeProvider(config, stripe), stripe };
}
