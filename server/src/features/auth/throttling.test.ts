import type { FastifyInstance } from 'fastify';
import { createUser, post, setupApiTest, testApp } from '../../test/helpers';

/** docs/decisions/007-login-throttling.md: per (email, address) refusal, per email slow-down. */
const api = setupApiTest({ admin: false });
let strict: FastifyInstance;

beforeAll(async () => {
  ({ app: strict } = await testApp({
    db: api.db,
    env: { RATE_LIMIT_PER_EMAIL: '3', LOGIN_SLOWDOWN_AFTER: '5', LOGIN_SLOWDOWN_MS: '400' },
  }));
});
afterAll(() => strict.close());

const attempt = (email: string, password: string, address: string) =>
  post(strict, '/api/login', { payload: { email, password }, remoteAddress: address });

async function fail(email: string, addresses: string[]) {
  for (const address of addresses) expect((await attempt(email, 'wrong-password', address)).statusCode).toBe(401);
}

describe('login throttling', () => {
  it('refuses the address that keeps failing, not the owner elsewhere', async () => {
    const { email, password } = await createUser(api.db);
    await fail(email, ['203.0.113.5', '203.0.113.5', '203.0.113.5']);
    const attacker = await attempt(email, password, '203.0.113.5');
    expect([attacker.statusCode, attacker.json().error]).toEqual([429, 'RATE_LIMITED']);
    expect((await attempt(email, password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('slows every attempt on an email down once many addresses have failed, and still lets the owner in', async () => {
    const { email, password } = await createUser(api.db);
    const quick = Date.now();
    await fail(email, ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']);
    expect(Date.now() - quick).toBeLessThan(2000);
    const started = Date.now();
    expect((await attempt(email, password, '198.51.100.21')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('a successful login clears its own address only', async () => {
    const { email, password } = await createUser(api.db);
    await fail(email, ['192.0.2.9', '192.0.2.9', '192.0.2.10', '192.0.2.10']);
    expect((await attempt(email, password, '192.0.2.9')).statusCode).toBe(200);
    await fail(email, ['192.0.2.9', '192.0.2.9']);
    expect((await attempt(email, 'wrong-password', '192.0.2.10')).statusCode).toBe(401);
    expect((await attempt(email, 'wrong-password', '192.0.2.10')).statusCode).toBe(429);
  });

  it('a password reset lifts the limit', async () => {
    const { email } = await createUser(api.db);
    await fail(email, ['192.0.2.30', '192.0.2.30', '192.0.2.30']);
    expect((await attempt(email, 'wrong-password', '192.0.2.30')).statusCode).toBe(429);
    await post(strict, '/api/reset-request', { payload: { email } });
    const job = await api.db.selectFrom('email_jobs').select('secrets').where('to_address', '=', email).executeTakeFirstOrThrow();
    const token = decodeURIComponent(/reset\?c=(\S+)/.exec(job.secrets?.link ?? '')?.[1] as string);
    const reset = await post(strict, '/api/update-password', { headers: { authorization: token, userpassword: 'brand-new-password' } });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, 'brand-new-password', '192.0.2.30')).statusCode).toBe(200);
  });
});
