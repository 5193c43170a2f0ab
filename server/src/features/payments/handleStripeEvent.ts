import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../http/errors';
import { fulfilCheckout } from './fulfilCheckout';
import type { PaymentsDeps } from './provider';
import { sessionOf } from './stripeProvider';

/**
 * /api/stripe-webhook: an event is believed only when Stripe's signature over the raw body
 * holds. An event about a session that is not ours, or too malformed to be one, is acknowledged:
 * Stripe would only send it again. A provider outage is not, so Stripe retries it.
 */
export async function handleStripeEvent(deps: PaymentsDeps & {
  stripe: Stripe | null;
  raw: string;
  signature: string | string[] | undefined;
  log: FastifyBaseLogger;
}): Promise<{ received: true }> {
  const { config, stripe, raw, signature, log } = deps;
  if (!stripe || !config.stripeWebhookSecret) throw new AppError('NOT_FOUND');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(raw, typeof signature === 'string' ? signature : '', config.stripeWebhookSecret);
  } catch {
    throw new AppError('WEBHOOK_SIGNATURE');
  }
  try {
    await applyEvent(deps, event);
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'PAYMENT_PROVIDER') throw error;
    log.warn({ event: event.id, type: event.type, code: error.code }, 'stripe event ignored');
  }
  return { received: true };
}

/** Events may repeat and come in any order; each handler is idempotent. Others are acknowledged. */
async function applyEvent(deps: PaymentsDeps, event: Stripe.Event) {
  const object = (event.data as { object?: unknown } | undefined)?.object as { id?: unknown } | undefined;
  if (!object || typeof object.id !== 'string') return;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = sessionOf(event.data.object);
      // A completed session of an unknown payment with no metadata is not ours: nothing to do.
      const known = await deps.db.selectFrom('payments').select('id').where('session_id', '=', session.id).executeTakeFirst();
      if (known || session.metadata.userId) await fulfilCheckout({ ...deps, sessionId: session.id, reported: session });
      return;
    }
    case 'checkout.session.expired':
      await deps.db.updateTable('payments').set({ status: 'expired' }).where('session_id', '=', event.data.object.id).where('status', '=', 'pending').execute();
      return;
    default:
      return;
  }
}
