import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, createUser, login, post, testApp } from '../test/helpers';
import { createTestDatabase, type TestDatabase } from '../test/testDb';
import { route } from './route';
import { subject } from './targets';

let t: TestDatabase;
let app: FastifyInstance;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insertInto('teams').values({ name: 'Platform', is_platform: true }).execute();
  for (const [folder, file, text] of [
    ['host', 'index.html', '<!doctype html><div id="root"></div>'],
    ['host', 'main.js', 'console.log(1)'],
    ['participant-app', 'remoteEntry.js', 'var participant'],
  ]) {
    fs.mkdirSync(path.join(staticDir, folder, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(staticDir, folder, 'dist', file), text);
  }
  ({ app } = await testApp({ db: t.db, env: { STATIC_DIR: staticDir, REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/remoteEntry.js' } }));
  // A probe route for the UserEmail rule, declared as the feature routes declare theirs.
  route(app, { url: '/api/test/target', access: 'actForUser', target: subject('actForUser'), handler: async (_req, _input, _reply, user: { email: string }) => ({ email: user.email }) });
}, 60_000);
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('error shape', () => {
  it('malformed JSON, non-object bodies and oversized bodies are 4xx with a message', async () => {
    const malformed = await post(app, '/api/login', { headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, 'BAD_REQUEST']);
    for (const payload of ['[1,2]', '"text"', '42', 'null']) {
      const res = await post(app, '/api/login', { headers: { 'content-type': 'application/json' }, payload });
      expect([payload, res.statusCode, res.json().error]).toEqual([payload, 400, 'BAD_REQUEST']);
    }
    const big = await post(app, '/api/register', { payload: { name: 'x'.repeat(200 * 1024), email: 'a@b.co', password: 'password-1' } });
    expect(big.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'What you sent is too large.' });
    expect(big.statusCode).toBe(413);
    const form = await post(app, '/api/login', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(form.statusCode).toBe(415);
    expect(form.json().error).toBe('BAD_REQUEST');
  });

  it('unknown /api routes are JSON 404s in the caller language', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect([get.statusCode, get.json().error]).toEqual([404, 'NOT_FOUND']);
    const spanish = await post(app, '/api/nothing-here', { headers: { 'accept-language': 'es-MX' } });
    expect(spanish.json()).toEqual({ error: 'NOT_FOUND', message: 'No encontramos lo que buscaba.' });
  });

  it('a header that is not URI-encoding is read as sent; an encoded Korean header is read; a line break is a 400', async () => {
    const raw = await post(app, '/api/team-access-token', { headers: { token: '%E0%A4%A' } });
    expect([raw.statusCode, raw.json()]).toEqual([200, { valid: false, emailDesc: '' }]);
    const bad = await post(app, '/api/team-access-token', { headers: { token: 'a%0Ab' } });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'BAD_REQUEST']);
    const korean = await post(app, '/api/team-access-token', { headers: { token: encodeURIComponent('한국어') } });
    expect(korean.json()).toEqual({ valid: false, emailDesc: '' });
  });

  it('every /api route must declare who may call it', async () => {
    const { app: other } = await testApp({ db: t.db });
    expect(() => other.post('/api/undeclared', async () => ({}))).toThrow(/config.access/);
    await other.close();
  });
});

describe('roles', () => {
  it('UserEmail is honoured for admins only', async () => {
    const admin = await createUser(t.db, { admin: true });
    const participant = await createUser(t.db);
    const adminToken = await login(app, admin.email, admin.password);
    const userToken = await login(app, participant.email, participant.password);
    const asAdmin = await post(app, '/api/test/target', { headers: { ...bearer(adminToken), useremail: encodeURIComponent(participant.email) } });
    expect(asAdmin.json()).toEqual({ email: participant.email });
    const asUser = await post(app, '/api/test/target', { headers: { ...bearer(userToken), useremail: admin.email } });
    expect(asUser.json()).toEqual({ email: participant.email });
    const viaBody = await post(app, '/api/test/target', { headers: bearer(userToken), payload: { user_email: admin.email } });
    expect(viaBody.json()).toEqual({ email: participant.email });
    const unknown = await post(app, '/api/test/target', { headers: { ...bearer(adminToken), useremail: 'ghost@example.org' } });
    expect(unknown.statusCode).toBe(404);
    expect((await post(app, '/api/test/target')).statusCode).toBe(401);
  });
});

describe('static files and headers', () => {
  it('sends the CSP and security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the host, falls back to index.html for client routes, and serves remotes', async () => {
    expect((await app.inject({ method: 'GET', url: '/main.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/portal', '/reset?c=abc']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, '<!doctype html><div id="root"></div>']);
    }
    expect((await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
    const entry = await app.inject({ method: 'GET', url: '/remotes/participant/remoteEntry.js' });
    expect([entry.statusCode, entry.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('/remotes.json names each remote entry with a content version, overridable by env', async () => {
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({
      participant: { entry: '/remotes/participant/remoteEntry.js', version: expect.stringMatching(/^[0-9a-f]{16}$/) },
      admin: { entry: 'https://cdn.example.com/admin/remoteEntry.js', version: 'missing' },
    });
  });

  it('/privacy redirects and /api/app-config answers', async () => {
    const privacy = await app.inject({ method: 'GET', url: '/privacy' });
    expect([privacy.statusCode, privacy.headers.location]).toEqual([302, '/privacy-policy.html']);
    const config = await app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json()).toEqual({ supportEmail: 'help@portal.test', stripeTestMode: true, cardPayments: 'test', currency: 'usd' });
  });
});
