import { fetch as undiciFetch } from 'undici';
import { startCluster, type Cluster } from '../test/cluster';
import { createUser } from '../test/helpers';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../test/testDb';
import { describeWithNginx } from '../test/nginx';

/**
 * Three instances of the real server on one PostgreSQL behind Debian's nginx running
 * deploy/nginx/portal.conf (TLS at nginx, TRUST_PROXY=1 behind it): what one instance changes
 * holds on all, and a client's address is the one nginx saw, whichever instance counts it.
 */
const PER_ADDRESS = 12;

describeOnPostgres('three instances behind nginx', () => {
  describeWithNginx('sessions and limits', () => {
    let database: TestDatabase;
    let cluster: Cluster;

    beforeAll(async () => {
      database = await createTestDatabase();
      cluster = await startCluster({ size: 3, databaseUrl: database.url as string, env: { RATE_LIMIT_PER_IP: String(PER_ADDRESS) } });
    }, 120_000);
    afterAll(async () => {
      await cluster?.close();
      await database?.close();
    });

    const meOn = (index: number, token: string) =>
      fetch(`${cluster.instances[index].url}/api/me`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);

    it('sends plain HTTP to HTTPS and serves the API over TLS', async () => {
      const plain = await undiciFetch(`${cluster.plainUrl}/api/health`, { redirect: 'manual' });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toMatch(/^https:\/\//);
      const config = await undiciFetch(`${cluster.url}/api/app-config`, { dispatcher: cluster.dispatcher });
      expect(config.status).toBe(200);
      expect(await config.json()).toMatchObject({ currency: expect.any(String) });
    });

    it('refuses on every instance a session signed out through any', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { email, password } = await createUser(database.db);
        const login = await cluster.post('/api/login', { body: { email, password } });
        expect(login.status).toBe(200);
        const token = JSON.parse(login.text).access_token as string;
        // Every instance has the session in its cache now.
        for (const i of [0, 1, 2]) expect(await meOn(i, token)).toBe(200);
        expect((await cluster.post('/api/logout', { token })).status).toBe(200);
        for (const i of [0, 1, 2]) expect(await meOn(i, token)).toBe(401);
        expect((await cluster.post('/api/me', { token })).status).toBe(401);
      }
    });

    it('counts an address once across the three instances, whatever X-Forwarded-For it sends', async () => {
      const body = { email: 'nobody@example.org', password: 'wrong-password' };
      // Round robin spreads these over the three; a client's own X-Forwarded-For is replaced by nginx.
      const statuses = await Promise.all(
        Array.from({ length: PER_ADDRESS * 3 }, (_, i) => cluster.post('/api/reset-request', { body, headers: { 'x-forwarded-for': `203.0.113.${i}` } }).then((res) => res.status)),
      );
      expect(statuses.filter((s) => s === 429)).toHaveLength(PER_ADDRESS * 2);
      expect(statuses.filter((s) => s !== 429)).toHaveLength(PER_ADDRESS);
      const refused = await cluster.post('/api/reset-request', { body });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text).error).toBe('RATE_LIMITED');
      // The address nginx saw is what was counted: every row of this route is 127.0.0.1's.
      const rows = await database.db.selectFrom('rate_limits').select(['key', 'hits']).where('key', 'like', '%/api/reset-request%').execute();
      expect(rows).toEqual([{ key: expect.stringMatching(/127\.0\.0\.1$/), hits: PER_ADDRESS * 3 + 1 }]);
    });
  });
});
