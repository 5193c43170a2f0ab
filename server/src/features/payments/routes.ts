import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import {
  checkoutSessionSchema, checkoutSuccessSchema, DOWNLOADS, paymentsQuerySchema, RECEIPT_FILE_NAME, VALIDATION, type CheckoutSuccessResponse,
  type CreateCheckoutSessionResponse, type PaymentsResponse, type StripePublicKeyResponse,
} from 'shared-api/contract';
import * as yup from 'yup';
import { requireUser } from '../../http/auth';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { sendPdf } from '../../http/sendPdf';
import { sendTsv } from '../../http/sendTsv';
import { downloadPayments } from './downloadPayments';
import { findReceiptPdf } from './findReceiptPdf';
import { listPayments } from './listPayments';
import { cancelTestCheckout } from './cancelTestCheckout';
import { confirmCheckout } from './confirmCheckout';
import { createCheckout } from './createCheckout';
import { handleStripeEvent } from './handleStripeEvent';
import { payTestCheckout } from './payTestCheckout';
import type { PaymentsDeps } from './provider';
import { showTestCheckout } from './showTestCheckout';
import { TEST_CHECKOUT_PATH } from './testProvider';

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
  const { provider } = deps;

  // The organisation's books (issue 22): administrators only, as classes and payments are theirs.
  route(app, {
    url: '/api/payments',
    access: 'admin',
    input: { schema: paymentsQuerySchema },
    handler: (_req, filters): Promise<PaymentsResponse> => listPayments({ db: deps.db, filters }),
  });

  route(app, {
    url: DOWNLOADS.payments.path,
    access: 'admin',
    input: { schema: paymentsQuerySchema },
    handler: async (req, filters, reply) => sendTsv(reply, DOWNLOADS.payments.fileName, downloadPayments({ db: deps.db, filters, language: requestLanguage(req) })),
  });

  // Public on purpose, like the certificate: the portal's receipt link is a plain link (no
  // Authorization header); its signed token names the payer and the payment (findReceiptPdf).
  route(app, {
    method: 'GET',
    url: '/api/payment-receipt',
    access: 'public',
    handler: async (req, _input, reply) => {
      const pdf = await findReceiptPdf({ db: deps.db, token: (req.query as Record<string, unknown>).token });
      return sendPdf(reply, RECEIPT_FILE_NAME, pdf);
    },
  });

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
      handler: async (req, { BaseURL, UiMode }): Promise<CreateCheckoutSessionResponse> =>
        createCheckout({ ...deps, user: requireUser(req), baseUrl: BaseURL, requestOrigin: requestOrigin(req), uiMode: UiMode, language: requestLanguage(req) }),
    });
  }

  route(app, {
    url: '/api/checkout-success',
    access: 'signedIn',
    input: { schema: checkoutSuccessSchema },
    handler: async (req, { session_id }): Promise<CheckoutSuccessResponse> =>
      confirmCheckout({ ...deps, userId: requireUser(req).id, sessionId: session_id }),
  });

  // Stripe signs the raw body: this scope keeps it as sent, for constructEvent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, { raw: body }));
    route(scope, {
      url: '/api/stripe-webhook',
      access: 'public',
      handler: async (req) => handleStripeEvent({
        ...deps,
        raw: (req.body as { raw?: string } | undefined)?.raw ?? '',
        signature: req.headers['stripe-signature'],
        log: req.log,
      }),
    });
  });

  if (provider.mode === 'test') await testCheckoutRoutes(app, deps);
}

/** The test-mode provider's page and its two buttons (a form post each: no script). */
async function testCheckoutRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  route(app, {
    method: 'GET',
    url: TEST_CHECKOUT_PATH,
    access: 'public',
    input: { schema: testSessionSchema },
    handler: async (req, { session }, reply) =>
      reply.type('text/html; charset=utf-8').send(await showTestCheckout({ db: deps.db, sessionId: session, language: requestLanguage(req) })),
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    route(scope, {
      url: `${TEST_CHECKOUT_PATH}/pay`,
      access: 'public',
      input: { schema: testSessionSchema },
      handler: async (_req, { session }, reply) => reply.redirect(await payTestCheckout({ ...deps, sessionId: session }), 303),
    });
    route(scope, {
      url: `${TEST_CHECKOUT_PATH}/cancel`,
      access: 'public',
      input: { schema: testSessionSchema },
      handler: async (_req, { session }, reply) => reply.redirect(await cancelTestCheckout({ db: deps.db, sessionId: session }), 303),
    });
  });
}
