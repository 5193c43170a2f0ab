import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { post, testApp, uniqueEmail } from '../test/helpers';
import { createTestDatabase, type TestDatabase } from '../test/testDb';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());

/** Status codes of logins sent with these X-Forwarded-For values, from the socket address 10.9.8.7. */
async function loginCodes(app: FastifyInstance, forwardedFor: string[]): Promise<number[]> {
  const codes = [];
  for (const xff of forwardedFor) {
    const res = await post(app, '/api/login', {
      payload: { email: uniqueEmail(), password: 'wrong-password' },
      headers: { 'x-forwarded-for': xff },
      remoteAddress: '10.9.8.7',
    });
    codes.push(res.statusCode);
  }
  return codes;
}

async function withApp(env: Record<string, string>, run: (app: FastifyInstance) => Promise<void>) {
  const { app } = await testApp({ db: t.db, env: { RATE_LIMIT_PER_IP: '2', ...env } });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('per-IP rate limit and TRUST_PROXY', () => {
  it('by default ignores X-Forwarded-For: a new first address does not reset the limit', async () => {
    await withApp({}, async (app) => {
      expect(await loginCodes(app, ['198.18.7.1, 198.51.100.77', '198.18.7.1, 198.51.100.77', '198.18.7.2, 198.51.100.77', '203.0.113.9'])).toEqual([
        401, 401, 429, 429,
      ]);
    });
  });

  it('with a hop count, trusts only the address the last proxy appended', async () => {
    await withApp({ TRUST_PROXY: '1' }, async (app) => {
      expect(await loginCodes(app, ['198.18.7.1, 198.51.100.77', '198.18.7.2, 198.51.100.77', '198.18.7.3, 198.51.100.77'])).toEqual([401, 401, 429]);
      // A different client behind the same proxy has its own count.
      expect(await loginCodes(app, ['198.18.7.1, 198.51.100.78'])).toEqual([401]);
    });
  });

  it('with an address list, trusts only those proxies', async () => {
    await withApp({ TRUST_PROXY: '10.9.8.0/24, 192.0.2.1' }, async (app) => {
      expect(await loginCodes(app, ['198.18.7.1, 198.51.100.77', '198.18.7.2, 198.51.100.77', '198.18.7.3, 198.51.100.77'])).toEqual([401, 401, 429]);
      expect(await loginCodes(app, ['198.51.100.78'])).toEqual([401]);
    });
  });

  it('reads TRUST_PROXY as off, a hop count or a list, and refuses "true"', () => {
    expect([undefined, '', 'false', 'FALSE'].map((v) => loadConfig({ TRUST_PROXY: v }).trustProxy)).toEqual([false, false, false, false]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
  });
});
