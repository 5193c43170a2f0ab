import Stripe from 'stripe';
import type { CreateCheckoutSessionResponse } from 'shared-api/contract';
import { emailsTo, enrolledParticipant, newClass, newTeam } from '../../test/classFixtures';
import { startFakeStripe, type FakeStripe } from '../../test/fakeStripe';
import { post, setupApiTest } from '../../test/helpers';

/**
 * Stripe mode: the real SDK against a local fake of Stripe's API (no network), and webhooks
 * signed as Stripe signs them (stripe.webhooks.generateTestHeaderString).
 */
const SECRET = 'whsec_test_secret';
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const api = setupApiTest({
  env: () => ({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: fake.url }),
});
const stripe = new Stripe('sk_test_fake');

function webhook(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api.app.inject({ method: 'POST', url: '/api/stripe-webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

const event = (type: string, object: object, id = `evt_${Math.random().toString(36).slice(2)}`) => ({
  id, object: 'event', type, api_version: '2026-10-28', created: Math.floor(Date.now() / 1000), data: { object },
});

async function sessionFor(startsAt: Date | null = null) {
  const teamId = await newTeam(api.db);
  const classId = await newClass(api.db, teamId, { price_minor: 12000, starts_at: startsAt, name: 'Stripe Class' });
  const p = await enrolledParticipant(api.db, api.app, teamId, classId);
  const res = await post(api.app, '/api/create-checkout-session', { headers: { ...p.headers, BaseURL: 'http://portal.test' } });
  expect(res.statusCode).toBe(200);
  return { p, classId, ...res.json<CreateCheckoutSessionResponse>() };
}

const statusOf = async (sessionId: string) =>
  (await api.db.selectFrom('payments').select('status').where('session_id', '=', sessionId).executeTakeFirstOrThrow()).status;

describe('Stripe Checkout', () => {
  it('creates the session through the SDK with the class price and its return addresses', async () => {
    const { sessionId, url, p } = await sessionFor();
    expect(url).toBe(`https://checkout.fake/pay/${sessionId}`);
    expect(fake.sessions.get(sessionId)).toMatchObject({ ui_mode: 'hosted', client_secret: null });
    expect(fake.sessions.get(sessionId)).toMatchObject({
      amount_total: 12000, currency: 'usd', customer_email: p.email, locale: 'en',
      success_url: 'http://portal.test/checkout-success?session_id={CHECKOUT_SESSION_ID}', cancel_url: 'http://portal.test/checkout-cancelled',
      metadata: { userId: String(p.user.id) },
    });
    expect((await post(api.app, '/api/stripe-public-key', { headers: p.headers })).json()).toEqual({ public_key: 'pk_test_fake', admin: false, test_mode: false });
  });

  it('creates an embedded session when the page asks for one: a client secret, no page of its own, /checkout-success as the return', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { price_minor: 5000, name: 'Embedded Class' });
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    const res = await post(api.app, '/api/create-checkout-session', { headers: { ...p.headers, BaseURL: 'http://portal.test', UiMode: 'embedded' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<CreateCheckoutSessionResponse>();
    expect(body).toEqual({ sessionId: expect.stringMatching(/^cs_fake_/), url: null, client_secret: `${body.sessionId}_secret_fake` });
    expect(fake.sessions.get(body.sessionId)).toMatchObject({
      ui_mode: 'embedded', return_url: 'http://portal.test/checkout-success?session_id={CHECKOUT_SESSION_ID}', success_url: '', cancel_url: '',
    });
    fake.pay(body.sessionId);
    expect((await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: body.sessionId } })).json()).toMatchObject({ paid: true });
  });

  it('refuses a UiMode it does not know', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { price_minor: 5000 });
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    const res = await post(api.app, '/api/create-checkout-session', { headers: { ...p.headers, UiMode: 'popup' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', errors: { UiMode: expect.any(String) } });
  });

  it("opens the content security policy to Stripe's hosts, and only to them", async () => {
    const csp = String((await api.app.inject({ method: 'GET', url: '/checkout' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://checkout.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com https://checkout.stripe.com https://merchant-ui-api.stripe.com");
    expect(csp).not.toMatch(/\*(?!\.)/);
  });

  it('fulfils once from a signed webhook, however often and in whatever order events come', async () => {
    const { sessionId, p } = await sessionFor();
    const paid = fake.pay(sessionId);
    const completed = event('checkout.session.completed', paid);
    expect((await webhook(completed)).json()).toEqual({ received: true });
    expect((await webhook(completed)).statusCode).toBe(200);
    expect((await webhook(event('checkout.session.expired', { ...paid, status: 'expired' }))).statusCode).toBe(200);
    expect(await statusOf(sessionId)).toBe('paid');
    const success = await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: sessionId } });
    expect(success.json()).toMatchObject({ paid: true });
    const receipts = (await emailsTo(api.db, p.email)).filter((e) => e.subject === 'Payment received for Stripe Class');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].body).toContain('$120.00');
  });

  it('lets the success page fulfil before the webhook arrives', async () => {
    const { sessionId, p } = await sessionFor();
    const unpaid = await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: sessionId } });
    expect(unpaid.json()).toMatchObject({ paid: false });
    const paid = fake.pay(sessionId);
    expect((await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: sessionId } })).json()).toMatchObject({ paid: true });
    await webhook(event('checkout.session.completed', paid));
    expect(await statusOf(sessionId)).toBe('paid');
  });

  it('refuses an unsigned or wrongly signed webhook', async () => {
    const body = JSON.stringify(event('checkout.session.completed', { id: 'cs_x' }));
    const unsigned = await api.app.inject({ method: 'POST', url: '/api/stripe-webhook', payload: body, headers: { 'content-type': 'application/json' } });
    expect([unsigned.statusCode, unsigned.json().error]).toEqual([400, 'WEBHOOK_SIGNATURE']);
    expect((await webhook(event('checkout.session.completed', { id: 'cs_x' }), 'whsec_wrong')).statusCode).toBe(400);
    expect((await webhook(event('customer.created', { id: 'cus_1' }))).statusCode).toBe(200);
  });

  it("acknowledges signed events that are not about a session of ours, so Stripe stops sending them", async () => {
    const noObject = { ...event('checkout.session.completed', {}), data: {} };
    expect((await webhook(noObject)).statusCode).toBe(200);
    const strange = event('checkout.session.completed', { id: 'cs_strange', payment_status: 'paid', amount_total: 100, currency: 'usd', metadata: { userId: 'abc', classId: '1' } });
    expect((await webhook(strange)).statusCode).toBe(200);
    expect(await api.db.selectFrom('payments').select('id').where('session_id', '=', 'cs_strange').executeTakeFirst()).toBeUndefined();
  });

  it('refunds through the Refunds API with an idempotency key, and refunds a session paid after its payer left', async () => {
    const inWindow = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    const first = await sessionFor(inWindow);
    await webhook(event('checkout.session.completed', fake.pay(first.sessionId)));
    const left = await post(api.app, '/api/leave-class', { headers: first.p.headers });
    expect(left.json()).toMatchObject({ refunded: true });
    const refund = fake.refunds.find((r) => r.payment_intent === fake.sessions.get(first.sessionId)?.payment_intent);
    expect(refund?.idempotencyKey).toMatch(/^refund-payment-\d+$/);
    expect(await statusOf(first.sessionId)).toBe('refunded');

    const second = await sessionFor(inWindow);
    await post(api.app, '/api/leave-class', { headers: second.p.headers });
    expect(fake.sessions.get(second.sessionId)?.status).toBe('expired');
    await webhook(event('checkout.session.completed', fake.pay(second.sessionId)));
    expect(await statusOf(second.sessionId)).toBe('refunded');
  });

  it("says 'Could not connect to stripe API' (503) when Stripe cannot be reached, and changes nothing", async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { price_minor: 100 });
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    fake.setFailing(true);
    try {
      const res = await post(api.app, '/api/create-checkout-session', { headers: p.headers });
      expect([res.statusCode, res.json().message]).toEqual([503, 'Could not connect to stripe API']);
    } finally {
      fake.setFailing(false);
    }
    expect(await api.db.selectFrom('payments').select('id').where('user_id', '=', p.user.id).execute()).toEqual([]);
  }, 60_000);
});
