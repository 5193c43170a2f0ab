import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import {
  checkoutSessionSchema, checkoutSuccessSchema, VALIDATION, type CheckoutSuccessResponse, type CreateCheckoutSessionResponse,
  type StripePublicKeyResponse,
} from 'shared-api/contract';
import * as yup from 'yup';
import { requireUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { createCheckout, returnBase } from './checkout';
import { fulfilCheckout, type PaymentsDeps } from './fulfil';
import { sessionOf } from './stripeProvider';
import { completeTestSession, TEST_CHECKOUT_PATH } from './testProvider';
import { renderTestCheckoutPage } from './testCheckoutPage';

const requestOrigin = (req: FastifyRequest) => (req.headers.host ? `${req.protocol}://${req.headers.host}` : null);

const testSessionSchema = yup.object({
  session: yup.string().trim().required(VALIDATION.choice).max(200, VALIDATION.tooLong).matches(/^[\w-]+$/, VALIDATION.choice),
});

/**
 * Card payment (SPEC.md section 7, "Classes and payment"): the public key, the Checkout Session,
 * its fulfilment from the success page and from Stripe's signed webhook, and in test mode (no
 * Stripe keys) the local checkout page that stands in for Stripe's.
 */
export async function paymentRoutes(app: FastifyInstance, deps: PaymentsDeps & { stripe: Stripe | null }) {
  const { db, config, provider, stripe } = deps;

  route(app, {
    url: '/api/stripe-public-key',
    access: 'signedIn',
    handler: async (req): Promise<StripePublicKeyResponse> => ({
      public_key: provider.publicKey,
      admin: requireUser(req).admin,
      test_mode: provider.mode === 'test',
    }),
  });

  // SPEC.md: "GET-style"; POST answers the same, as every other call of the client is a POST.
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: '/api/create-checkout-session',
      access: 'signedIn',
      input: { schema: checkoutSessionSchema },
      handler: async (req, { BaseURL }): Promise<CreateCheckoutSessionResponse> => {
        const base = returnBase({ baseUrl: BaseURL, publicUrl: config.publicUrl, requestOrigin: requestOrigin(req) });
        return createCheckout({ ...deps, user: requireUser(req), base });
      },
    });
  }

  route(app, {
    url: '/api/checkout-success',
    access: 'signedIn',
    input: { schema: checkoutSuccessSchema },
    handler: async (req, { session_id }): Promise<CheckoutSuccessResponse> => {
      const caller = requireUser(req);
      const own = await db.selectFrom('payments').select('id').where('session_id', '=', session_id).where('user_id', '=', caller.id).executeTakeFirst();
      if (!own) throw new AppError('NOT_FOUND', { extra: { field: 'session_id' } });
      const { paid } = await fulfilCheckout({ ...deps, sessionId: session_id });
      const user = await db.selectFrom('users').select(['assessment_active', 'finished_assessment']).where('id', '=', caller.id).executeTakeFirstOrThrow();
      return { paid, assessmentActive: user.assessment_active && !user.finished_assessment };
    },
  });

  // Stripe signs the raw body: this scope keeps it as sent, for constructEvent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, { raw: body }));
    route(scope, {
      url: '/api/stripe-webhook',
      access: 'public',
      handler: async (req) => {
        if (!stripe || !config.stripeWebhookSecret) throw new AppError('NOT_FOUND');
        const raw = (req.body as { raw?: string } | undefined)?.raw ?? '';
        const signature = req.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(raw, typeof signature === 'string' ? signature : '', config.stripeWebhookSecret);
        } catch {
          throw new AppError('WEBHOOK_SIGNATURE');
        }
        try {
          await handleEvent(deps, event);
        } catch (error) {
          // An event about a session that is not ours, or too malformed to be one, is acknowledged:
          // Stripe would only send it again. A provider outage is not, so Stripe retries it.
          if (!(error instanceof AppError) || error.code === 'PAYMENT_PROVIDER') throw error;
          req.log.warn({ event: event.id, type: event.type, code: error.code }, 'stripe event ignored');
        }
        return { received: true };
      },
    });
  });

  if (provider.mode === 'test') await testCheckoutRoutes(app, deps);
}

/** Events may repeat and come in any order; each handler is idempotent. Others are acknowledged. */
async function handleEvent(deps: PaymentsDeps, event: Stripe.Event) {
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

/** The test-mode provider's page and its two buttons (a form post each: no script). */
async function testCheckoutRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const { db } = deps;
  const find = (id: string) => db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();

  route(app, {
    method: 'GET',
    url: TEST_CHECKOUT_PATH,
    access: 'public',
    input: { schema: testSessionSchema },
    handler: async (req, { session }, reply) => {
      const row = await find(session);
      if (!row) throw new AppError('NOT_FOUND', { extra: { field: 'session' } });
      const html = renderTestCheckoutPage(requestLanguage(req), {
        id: row.id, description: row.description, amountMinor: row.amount_minor, currency: row.currency,
        customerEmail: row.customer_email, status: row.status,
      });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    route(scope, {
      url: `${TEST_CHECKOUT_PATH}/pay`,
      access: 'public',
      input: { schema: testSessionSchema },
      handler: async (_req, { session }, reply) => {
        const row = await completeTestSession(db, session);
        if (!row) throw new AppError('NOT_FOUND', { extra: { field: 'session' } });
        if (row.status === 'expired') return reply.redirect(`${TEST_CHECKOUT_PATH}?session=${row.id}`, 303);
        // As Stripe's webhook would, whether or not the payer comes back to the success page.
        await fulfilCheckout({ ...deps, sessionId: row.id });
        return reply.redirect(row.success_url.replace('{CHECKOUT_SESSION_ID}', row.id), 303);
      },
    });
    route(scope, {
      url: `${TEST_CHECKOUT_PATH}/cancel`,
      access: 'public',
      input: { schema: testSessionSchema },
      handler: async (_req, { session }, reply) => {
        const row = await find(session);
        if (!row) throw new AppError('NOT_FOUND', { extra: { field: 'session' } });
        return reply.redirect(row.status === 'open' ? row.cancel_url : `${TEST_CHECKOUT_PATH}?session=${row.id}`, 303);
      },
    });
  });
}
