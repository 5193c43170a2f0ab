import type { FastifyInstance } from 'fastify';
import { post, uniqueEmail } from '../test/helpers';
import { setupInstances } from '../test/instances';
import { describeOnPostgres } from '../test/testDb';
import { databaseRateLimitStore } from './rateLimitStore';

/**
 * The per-IP limit across two server instances on one database: one count, whichever instance
 * answers. On PostgreSQL each instance has its own pool and the requests really race; PGlite runs
 * one statement at a time, so there it only shows the count is right when they queue.
 */
const MAX = 4;
const instances = setupInstances(2, { RATE_LIMIT_PER_IP: String(MAX) });

const login = (app: FastifyInstance, remoteAddress: string) =>
  post(app, '/api/login', { payload: { email: uniqueEmail(), password: 'wrong-password' }, remoteAddress });

it(`refuses the request after the ${MAX}th from one address, on either instance`, async () => {
  for (const [address, last] of [['192.0.2.10', 0], ['192.0.2.11', 1]] as const) {
    const codes = [];
    for (let i = 0; i < MAX; i += 1) codes.push((await login(instances.apps[i % 2], address)).statusCode);
    expect(codes).toEqual(Array(MAX).fill(401));
    const refused = await login(instances.apps[last], address);
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'RATE_LIMITED']);
    expect((await login(instances.apps[1 - last], address)).statusCode).toBe(429);
  }
});

it(`lets exactly ${MAX} of ${MAX * 2} requests sent at once through both instances pass`, async () => {
  const answers = await Promise.all(Array.from({ length: MAX * 2 }, (_, i) => login(instances.apps[i % 2], '192.0.2.20')));
  const codes = answers.map((res) => `${res.statusCode}${res.statusCode === 429 ? ` ${res.json().error}` : ''}`).sort();
  expect(codes).toEqual([...Array(MAX).fill('401'), ...Array(MAX).fill('429 RATE_LIMITED')]);
});

/** The plugin calls incr with the window too, which the plugin's typings leave out. */
interface Counter {
  incr(key: string, callback: (error: Error | null, result?: { current: number }) => void, timeWindow: number): void;
}

// Two pools counting one key: a count read, then written, would hand two requests the same number.
describeOnPostgres('the store, racing on two pools', () => {
  it('gives each of 100 counts at once its own number', async () => {
    const { db } = instances.database;
    const other = await instances.database.openInstance!();
    const route = { routeInfo: { method: 'POST', url: '/race' } } as never;
    const stores = [db, other.db].map((pool) => new (databaseRateLimitStore(pool))({}).child(route) as unknown as Counter);
    const counts = await Promise.all(
      Array.from(
        { length: 100 },
        (_, i) =>
          new Promise<number>((resolve, reject) => stores[i % 2].incr('192.0.2.30', (err, res) => (err ? reject(err) : resolve(res!.current)), 60_000)),
      ),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});
