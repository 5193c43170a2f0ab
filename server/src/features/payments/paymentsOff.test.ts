import { Writable } from 'node:stream';
import { translate } from 'shared-api/texts';
import { buildApp } from '../../app';
import { enrolledParticipant, newClass, newTeam } from '../../test/classFixtures';
import { post, setupApiTest, testConfig } from '../../test/helpers';
import { createTestDatabase } from '../../test/testDb';

// Production without Stripe keys (issue 36): anyone could press the test page's Pay, so it does
// not exist; a priced class refuses checkout and the admin and the log are told why.
const api = setupApiTest({ env: () => ({ NODE_ENV: 'production' }) });

it('has no test checkout, refuses to check a priced class out in the payer language, and says card payments are off', async () => {
  const teamId = await newTeam(api.db);
  const classId = await newClass(api.db, teamId, { price_minor: 19900, name: 'Paid Class' });
  const payer = await enrolledParticipant(api.db, api.app, teamId, classId);
  await api.db.updateTable('users').set({ language: 'SPA' }).where('id', '=', payer.user.id).execute();

  const res = await post(api.app, '/api/create-checkout-session', { headers: payer.headers });
  expect([res.statusCode, res.json().error, res.json().message]).toEqual([409, 'PAYMENTS_OFF', translate('SPA', 'errors.PAYMENTS_OFF')]);
  expect(await api.db.selectFrom('payments').select('id').where('user_id', '=', payer.user.id).execute()).toEqual([]);

  for (const [method, url] of [['GET', '/api/test-checkout?session=x'], ['POST', '/api/test-checkout/pay'], ['POST', '/api/test-checkout/cancel']] as const) {
    const page = await api.app.inject({ method, url, payload: method === 'POST' ? 'session=x' : undefined, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([url, page.statusCode]).toEqual([url, 404]);
  }
  expect((await api.app.inject({ method: 'GET', url: '/api/app-config' })).json()).toMatchObject({ cardPayments: 'off' });
  expect((await post(api.app, '/api/stripe-public-key', { headers: payer.headers })).json()).toMatchObject({ public_key: null, test_mode: false });
});

it('warns in the log at start-up', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }), db: database.db, logger: { stream } });
  await app.close();
  await database.close();
  expect(lines.join('')).toContain('card payments are off');
});
