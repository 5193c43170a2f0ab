import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, TestCheckoutSessionsTable } from '../../db/types';
import type { Selectable } from 'kysely';
import type { CheckoutRequest, PaymentProvider, ProviderSession } from './provider';

/** The local checkout page of a test-mode session (testCheckoutRoutes.ts serves it). */
export const TEST_CHECKOUT_PATH = '/api/test-checkout';

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(18).toString('base64url').replace(/[-_]/g, '')}`;

type Row = Selectable<TestCheckoutSessionsTable>;

function sessionOf(row: Row, metadata: Record<string, string> = {}): ProviderSession {
  return {
    id: row.id,
    url: `${new URL(row.cancel_url).origin}${TEST_CHECKOUT_PATH}?session=${row.id}`,
    // The test-mode page is always a page of its own: it has nothing to embed.
    clientSecret: null,
    paid: row.status === 'complete',
    paymentIntent: row.payment_intent,
    amountMinor: row.amount_minor,
    currency: row.currency,
    metadata,
  };
}

/**
 * The built-in test-mode provider (DESIGN.md): with no Stripe keys the product still takes a
 * "payment", on a local page clearly labelled test mode, and fulfils it exactly as a Stripe one.
 * Its sessions are rows of its own, as Stripe keeps its own records; the session id is the only
 * authority its page asks for, as on Stripe's hosted page.
 */
export function createTestProvider(db: Kysely<DB>): PaymentProvider {
  const find = (id: string) => db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    mode: 'test',
    publicKey: null,
    async createCheckoutSession(request: CheckoutRequest) {
      const row = await db
        .insertInto('test_checkout_sessions')
        .values({
          id: randomId('cs'),
          amount_minor: request.amountMinor,
          currency: request.currency,
          description: request.description,
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return sessionOf(row, request.metadata);
    },
    async retrieveSession(sessionId) {
      const row = await find(sessionId);
      return row ? sessionOf(row) : null;
    },
    async expireSession(sessionId) {
      await db.updateTable('test_checkout_sessions').set({ status: 'expired' }).where('id', '=', sessionId).where('status', '=', 'open').execute();
    },
    async refund({ paymentIntent }) {
      // Idempotent as Stripe's key makes it: refunding the same payment again changes nothing.
      await db.updateTable('test_checkout_sessions').set({ refunded: true }).where('payment_intent', '=', paymentIntent).execute();
      return { refundId: `re_test_${paymentIntent.replace(/^pi_test_/, '')}` };
    },
  };
}

/** The test page's Pay button: the session completes, as a card payment would on Stripe's page. */
export async function completeTestSession(db: Kysely<DB>, sessionId: string): Promise<Row | null> {
  const updated = await db
    .updateTable('test_checkout_sessions')
    .set({ status: 'complete', payment_intent: randomId('pi') })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  return updated ?? (await db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst()) ?? null;
}
