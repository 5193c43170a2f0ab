import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  ui_mode: 'hosted' | 'embedded';
  client_secret: string | null;
  return_url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

/**
 * A local stand-in for the part of Stripe's HTTP API the product calls (Checkout Sessions and
 * Refunds), so the real SDK is exercised with no network: STRIPE_API_URL points it here. It keeps
 * what it was asked, answers in Stripe's shapes, and honours Idempotency-Key on refunds.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const refunds: { id: string; payment_intent: string; idempotencyKey: string | undefined }[] = [];
  const refundsByKey = new Map<string, { id: string }>();
  let counter = 0;
  let failing = false;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (failing) return send(500, { error: { type: 'api_error', message: 'down' } });
      const form = new URLSearchParams(body);
      const url = new URL(req.url ?? '/', 'http://fake');
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        counter += 1;
        const id = `cs_fake_${counter}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const m = /^metadata\[(\w+)\]$/.exec(key);
          if (m) metadata[m[1]] = value;
        }
        const embedded = form.get('ui_mode') === 'embedded';
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: embedded ? null : `https://checkout.fake/pay/${id}`,
          ui_mode: embedded ? 'embedded' : 'hosted',
          client_secret: embedded ? `${id}_secret_fake` : null,
          return_url: form.get('return_url'),
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          customer_email: form.get('customer_email') ?? '',
          locale: form.get('locale'),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          metadata,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (parts[0] === 'v1' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
        const session = sessions.get(parts[3]);
        if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session', code: 'resource_missing' } });
        if (req.method === 'POST' && parts[4] === 'expire') {
          if (session.status === 'open') session.status = 'expired';
          return send(200, session);
        }
        return send(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        const known = key ? refundsByKey.get(key) : undefined;
        if (known) return send(200, { ...known, object: 'refund', status: 'succeeded' });
        counter += 1;
        const refund = { id: `re_fake_${counter}`, payment_intent: form.get('payment_intent') ?? '', idempotencyKey: key };
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        return send(200, { ...refund, object: 'refund', status: 'succeeded' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `unknown ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    /** The payer completes the session on Stripe's page. */
    pay(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      counter += 1;
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_fake_${counter}` });
      return session;
    },
    /** Stripe answering 500 to everything (an outage). */
    setFailing(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
