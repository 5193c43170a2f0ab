import type { CreateCheckoutSessionResponse } from 'shared-api/contract';
import { emailsTo, enrolledParticipant, newClass, newTeam } from '../../test/classFixtures';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';

/** Payment with no Stripe keys: the built-in test-mode provider and its local checkout page. */
const api = setupApiTest();

const checkout = (headers: Record<string, string>, baseUrl = 'http://portal.test') =>
  post(api.app, '/api/create-checkout-session', { headers: { ...headers, BaseURL: baseUrl } });
const payment = (sessionId: string) => api.db.selectFrom('payments').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();

async function payingParticipant(price = 19900, startsAt: Date | null = null) {
  const teamId = await newTeam(api.db);
  const classId = await newClass(api.db, teamId, { price_minor: price, starts_at: startsAt, name: 'Paid Class' });
  return { classId, p: await enrolledParticipant(api.db, api.app, teamId, classId) };
}

describe('checkout in test mode', () => {
  it('says test mode and who skips payment', async () => {
    const { p } = await payingParticipant();
    expect((await post(api.app, '/api/stripe-public-key', { headers: p.headers })).json()).toEqual({ public_key: null, admin: false, test_mode: true });
    expect((await post(api.app, '/api/stripe-public-key', { headers: api.admin.headers })).json()).toMatchObject({ admin: true });
    expect((await post(api.app, '/api/stripe-public-key')).statusCode).toBe(401);
  });

  it('creates a session at the class price, shows the labelled local page, and Pay fulfils it once', async () => {
    const { p, classId } = await payingParticipant();
    const res = await checkout(p.headers);
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json<CreateCheckoutSessionResponse>();
    expect(url).toBe(`http://portal.test/api/test-checkout?session=${sessionId}`);
    expect(await payment(sessionId)).toMatchObject({ status: 'pending', amount_minor: 19900, currency: 'usd', class_id: classId, provider: 'test' });

    const page = await api.app.inject({ method: 'GET', url: `/api/test-checkout?session=${sessionId}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$199.00');
    expect(page.body).toContain('Paid Class');

    const paid = await api.app.inject({ method: 'POST', url: '/api/test-checkout/pay', payload: `session=${sessionId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://portal.test/checkout-success?session_id=${sessionId}`);
    expect((await payment(sessionId)).status).toBe('paid');

    for (let i = 0; i < 2; i += 1) {
      const success = await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: sessionId } });
      expect(success.json()).toEqual({ paid: true, assessmentActive: false });
    }
    expect((await emailsTo(api.db, p.email)).map((e) => e.subject)).toEqual(['You are enrolled in Paid Class', 'Payment received for Paid Class']);
    expect((await post(api.app, '/api/assessment-active', { headers: p.headers })).json()).toMatchObject({ payForClass: false });
    const twice = await checkout(p.headers);
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'ALREADY_PAID']);
  });

  it('opens the assessment on payment when the class already has it open', async () => {
    const { p, classId } = await payingParticipant();
    await post(api.app, '/api/class-open-assessment', { headers: { ...api.admin.headers, ClassID: String(classId) } });
    const { sessionId } = (await checkout(p.headers)).json<CreateCheckoutSessionResponse>();
    await api.app.inject({ method: 'POST', url: '/api/test-checkout/pay', payload: `session=${sessionId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: sessionId } })).json()).toEqual({ paid: true, assessmentActive: true });
  });

  it('refuses what there is nothing to pay for, another site as BaseURL, and someone else\'s session', async () => {
    const free = await createLoggedInUser(api.db, api.app);
    expect((await checkout(free.headers)).json().error).toBe('NOTHING_TO_PAY');
    expect((await checkout(api.admin.headers)).json().error).toBe('NOTHING_TO_PAY');
    const { p } = await payingParticipant();
    const { url, sessionId } = (await checkout(p.headers, 'https://evil.example')).json<CreateCheckoutSessionResponse>();
    expect(url?.startsWith('http://portal.test/')).toBe(true);
    const other = await createLoggedInUser(api.db, api.app);
    const stolen = await post(api.app, '/api/checkout-success', { headers: other.headers, payload: { session_id: sessionId } });
    expect(stolen.statusCode).toBe(404);
    expect((await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: '../x' } })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/test-checkout?session=nope' })).statusCode).toBe(404);
    expect((await post(api.app, '/api/create-checkout-session')).statusCode).toBe(401);
  });

  it('Cancel goes back to /checkout-cancelled and leaves the payment pending', async () => {
    const { p } = await payingParticipant();
    const { sessionId } = (await checkout(p.headers)).json<CreateCheckoutSessionResponse>();
    const cancelled = await api.app.inject({ method: 'POST', url: '/api/test-checkout/cancel', payload: `session=${sessionId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, 'http://portal.test/checkout-cancelled']);
    expect((await payment(sessionId)).status).toBe('pending');
    expect((await post(api.app, '/api/checkout-success', { headers: p.headers, payload: { session_id: sessionId } })).json()).toEqual({ paid: false, assessmentActive: false });
  });

  it('refunds in full a participant who leaves more than a week before the start, by email too', async () => {
    const { p, classId } = await payingParticipant(5000, new Date(Date.now() + 30 * 24 * 3600 * 1000));
    const { sessionId } = (await checkout(p.headers)).json<CreateCheckoutSessionResponse>();
    await api.app.inject({ method: 'POST', url: '/api/test-checkout/pay', payload: `session=${sessionId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const current = await post(api.app, '/api/current-user-class', { headers: p.headers });
    expect(current.json()).toMatchObject({ class: { id: classId, price: 50 }, paid: true, refundable: true });
    const left = await post(api.app, '/api/leave-class', { headers: p.headers });
    expect(left.json()).toEqual({ error: null, refunded: true, msg: 'You have left the class. Your payment of $50.00 has been refunded in full.' });
    expect((await payment(sessionId)).status).toBe('refunded');
    expect((await emailsTo(api.db, p.email)).map((e) => e.subject)).toContain('Your refund for Paid Class');
  });

  it('lets an admin refund a student from the class page', async () => {
    const { p, classId } = await payingParticipant(5000, new Date(Date.now() + 24 * 3600 * 1000));
    const { sessionId } = (await checkout(p.headers)).json<CreateCheckoutSessionResponse>();
    await api.app.inject({ method: 'POST', url: '/api/test-checkout/pay', payload: `session=${sessionId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const refund = (headers: Record<string, string>) => post(api.app, '/api/refund-student', { headers: { ...headers, ClassID: String(classId), UserID: String(p.user.id) } });
    expect((await refund(p.headers)).statusCode).toBe(403);
    expect((await refund(api.admin.headers)).json()).toEqual({ msg: 'Test User has been refunded $50.00 and has left the class.' });
    expect((await payment(sessionId)).status).toBe('refunded');
    expect((await refund(api.admin.headers)).statusCode).toBe(404);
  });
});
