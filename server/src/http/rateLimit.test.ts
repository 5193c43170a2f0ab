import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { post, testApp, uniqueEmail } from '../test/helpers';
import { createTestDatabase, type TestDatabase } from '../test/testDb';
import { SWEEP } from './rateLimitStore';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, 60_000);
afterAll(() => t.close());
// The counts are the database's and outlive each test's app: every test starts with none.
beforeEach(() => t.db.deleteFrom('rate_limits').execute());

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

describe('the per-IP count, kept in the database', () => {
  const ADDRESS = '192.0.2.44';
  const send = (app: FastifyInstance, url: string, remoteAddress = ADDRESS) =>
    post(app, url, { payload: { email: uniqueEmail(), password: 'wrong-password' }, remoteAddress });
  const rows = () => t.db.selectFrom('rate_limits').select(['key', 'hits']).orderBy('key').execute();

  it('counts in the database, so a second app on it goes on from the first one\'s count', async () => {
    await withApp({}, async (app) => {
      const answers = [await send(app, '/api/login'), await send(app, '/api/login')];
      expect(answers.map((res) => res.statusCode)).toEqual([401, 401]);
      expect(answers.map((res) => res.headers['x-ratelimit-remaining'])).toEqual(['1', '0']);
      // The window's end, from the database's clock: a minute ahead.
      expect(Number(answers[1].headers['x-ratelimit-reset'])).toBeGreaterThan(55);
      expect(Number(answers[1].headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    });
    expect(await rows()).toEqual([{ key: `POST /api/login ${ADDRESS}`, hits: 2 }]);
    await withApp({}, async (app) => {
      const refused = await send(app, '/api/login');
      expect([refused.statusCode, refused.json().error]).toEqual([429, 'RATE_LIMITED']);
      expect((await send(app, '/api/login', '192.0.2.45')).statusCode).toBe(401);
    });
  });

  it('counts each route apart', async () => {
    await withApp({}, async (app) => {
      const codes = [];
      for (const url of ['/api/login', '/api/reset-request', '/api/login', '/api/reset-request', '/api/login', '/api/reset-request']) {
        codes.push((await send(app, url)).statusCode);
      }
      expect(codes).toEqual([401, 404, 401, 404, 429, 429]);
    });
    expect(await rows()).toEqual([
      { key: `POST /api/login ${ADDRESS}`, hits: 3 },
      { key: `POST /api/reset-request ${ADDRESS}`, hits: 3 },
    ]);
  });

  it('starts a window that ended over from one', async () => {
    await withApp({}, async (app) => {
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await send(app, '/api/login')).statusCode);
      expect(codes).toEqual([401, 401, 429]);
      await sql`update rate_limits set window_ends_at = now() - interval '1 second'`.execute(t.db);
      const again = await send(app, '/api/login');
      expect([again.statusCode, again.headers['x-ratelimit-remaining']]).toEqual([401, '1']);
      expect(await rows()).toEqual([{ key: `POST /api/login ${ADDRESS}`, hits: 1 }]);
    });
  });

  it(`sweeps ended windows away, ${SWEEP} at a time, and never a live one`, async () => {
    const ended = Array.from({ length: SWEEP + 3 }, (_, i) => ({ key: `POST /api/login 198.18.0.${i}`, window_ends_at: sql<Date>`now() - interval '1 second'`, hits: 9 }));
    await t.db.insertInto('rate_limits').values([...ended, { key: 'POST /api/login 198.18.1.1', window_ends_at: sql<Date>`now() + interval '1 minute'`, hits: 1 }]).execute();
    const left = async () => Number((await sql<{ n: string | number }>`select count(*) as n from rate_limits where window_ends_at <= now()`.execute(t.db)).rows[0].n);
    await withApp({}, async (app) => {
      await send(app, '/api/login');
      expect(await left()).toBe(3);
      await send(app, '/api/login');
      expect(await left()).toBe(0);
    });
    expect((await rows()).map((r) => r.key)).toEqual(['POST /api/login 192.0.2.44', 'POST /api/login 198.18.1.1']);
  });

  it('answers 500, not a free pass, when the count cannot be kept', async () => {
    await withApp({}, async (app) => {
      await sql`alter table rate_limits rename to rate_limits_away`.execute(t.db);
      try {
        const res = await send(app, '/api/login');
        expect([res.statusCode, res.json().error]).toEqual([500, 'INTERNAL']);
      } finally {
        await sql`alter table rate_limits_away rename to rate_limits`.execute(t.db);
      }
    });
  });
});
