import { CHECKOUT_CANCELLED_PATH, CHECKOUT_SUCCESS_PATH, type CheckoutUiMode, type CreateCheckoutSessionResponse, type Language } from 'shared-api/contract';
import { AppError } from '../../http/errors';
import { recordedAs, type PaymentsDeps } from './provider';
import { paidPayment } from './queries';

/**
 * The address the provider sends the browser back to. BaseURL is the page's own origin as the
 * browser knows it; it is taken only when it is this server's public address or the address the
 * request came to, so a crafted call cannot make the checkout hand a payer to another site.
 */
function returnBase({ baseUrl, publicUrl, requestOrigin }: { baseUrl: string | undefined; publicUrl: string; requestOrigin: string | null }): string {
  if (!baseUrl) return publicUrl;
  let origin: string;
  try {
    origin = new URL(baseUrl).origin;
  } catch {
    return publicUrl;
  }
  return origin === new URL(publicUrl).origin || origin === requestOrigin ? origin : publicUrl;
}

/**
 * /api/create-checkout-session: a Checkout Session for the caller's class at its price, and a
 * payment row for it. Admins skip payment; a free class or none has nothing to pay; a paid
 * enrolment is not paid twice. UiMode 'embedded' asks for Stripe's Embedded Checkout; in test
 * mode there is only the hosted test page, so the answer then carries its url as always.
 */
export async function createCheckout(
  deps: PaymentsDeps & {
    user: { id: number; email: string; admin: boolean };
    baseUrl: string | undefined;
    requestOrigin: string | null;
    uiMode: CheckoutUiMode | undefined;
    language: Language;
  },
): Promise<CreateCheckoutSessionResponse> {
  const { db, config, provider, user } = deps;
  const base = returnBase({ baseUrl: deps.baseUrl, publicUrl: config.publicUrl, requestOrigin: deps.requestOrigin });
  if (user.admin) throw new AppError('NOTHING_TO_PAY');
  const cls = await db
    .selectFrom('users')
    .innerJoin('classes', 'classes.id', 'users.class_id')
    .select(['classes.id', 'classes.name', 'classes.price_minor', 'classes.currency'])
    .where('users.id', '=', user.id)
    .executeTakeFirst();
  if (!cls || cls.price_minor <= 0) throw new AppError('NOTHING_TO_PAY');
  if (await paidPayment(db, user.id, cls.id).executeTakeFirst()) throw new AppError('ALREADY_PAID');

  const session = await provider.createCheckoutSession({
    amountMinor: cls.price_minor,
    currency: cls.currency,
    description: cls.name,
    customerEmail: user.email,
    successUrl: `${base}${CHECKOUT_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}${CHECKOUT_CANCELLED_PATH}`,
    metadata: { userId: String(user.id), classId: String(cls.id) },
    language: deps.language,
    embedded: deps.uiMode === 'embedded' && provider.mode === 'stripe',
  });
  if (!session.url && !session.clientSecret) throw new AppError('PAYMENT_PROVIDER');
  await db
    .insertInto('payments')
    .values({
      user_id: user.id,
      class_id: cls.id,
      provider: recordedAs(provider),
      session_id: session.id,
      amount_minor: cls.price_minor,
      currency: cls.currency,
    })
    .execute();
  return { sessionId: session.id, url: session.url, client_secret: session.clientSecret };
}
