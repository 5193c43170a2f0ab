import { AppError } from '../../http/errors';
import type { PaymentProvider } from './provider';

/**
 * Production without Stripe keys: no card can be taken, and the test mode's stand-in page, which
 * marks a seat paid for anyone who presses its button, does not exist (issue 36). A priced class
 * refuses checkout with PAYMENTS_OFF; the log at start-up and the admin's class pages say why.
 */
export function createOffProvider(): PaymentProvider {
  const off = async (): Promise<never> => {
    throw new AppError('PAYMENTS_OFF');
  };
  return { mode: 'off', publicKey: null, createCheckoutSession: off, retrieveSession: async () => null, expireSession: async () => undefined, refund: off };
}
