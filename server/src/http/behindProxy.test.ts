import { fetch as undiciFetch } from 'undici';
import { CompiledQuery } from 'kysely';
import { runClass, storedAgainstTyped, type LoadOptions, type LoadRecord, type RawQuery } from '../test/classLoad';
import { startCluster, type Cluster } from '../test/cluster';
import { createUser } from '../test/helpers';
import { describeWithNginx } from '../test/nginx';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../test/testDb';

/**
 * Three instances of the real server on one PostgreSQL behind Debian's nginx running
 * deploy/nginx/portal.conf (TLS at nginx, TRUST_PROXY=1 behind it), one cluster for the file: what
 * one instance changes holds on all; a client's address is the one nginx saw, whichever instance
 * counts it; a class takes the assessment (the short run: 500 participants at the real password
 * cost are bench/cluster.bench.ts) while one instance is SIGKILLed, where only the requests it held
 * fail (502), each participant's screen tries them again and nobody loses an idea or submits twice;
 * then during a rolling restart, one instance at a time as README.md says, where none fails.
 */
const PER_ADDRESS = 150;
const PARTICIPANTS = 60;
const OPTIONS: LoadOptions = { pageSeconds: 15, saveSeconds: 1.5, retries: 5, retryAfterMs: 500 };
const RAMP_MS = 3000;

describeOnPostgres('three instances behind nginx', () => {
  describeWithNginx('one cluster', () => {
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
    }, 30_000);

    it('counts an address once across the three instances, whatever X-Forwarded-For it sends', async () => {
      const body = { email: 'nobody@example.org', password: 'wrong-password' };
      // Round robin spreads these over the three; what a client says in X-Forwarded-For is not believed.
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
    }, 60_000);

    async function participants(label: string) {
      // One after another: the test database is one connection, which answers one query at a time.
      const people = [];
      for (let i = 0; i < PARTICIPANTS; i += 1) people.push(await createUser(database.db, { name: `${label} ${i}` }));
      await database.db.updateTable('users').set({ assessment_active: true }).where('id', 'in', people.map((p) => p.user.id)).execute();
      return people;
    }

    /** The whole class, arriving over RAMP_MS; `during` runs meanwhile: the fault, which falls in its middle. */
    async function classWith(people: Awaited<ReturnType<typeof participants>>, during: () => Promise<void>) {
      const run = await runClass((url, init) => cluster.post(url, init), OPTIONS, people, { rampMs: RAMP_MS, during });
      expect(run.submittedDuring).toBeLessThan(PARTICIPANTS);
      return run;
    }

    /** Each participant's one stored response holds every idea they typed. */
    async function expectStoredOnceWithEverything(people: { email: string }[], record: LoadRecord) {
      const query: RawQuery = async <Row,>(text: string, params: unknown[]) => (await database.db.executeQuery<Row>(CompiledQuery.raw(text, params))).rows;
      const n = people.length;
      expect(await storedAgainstTyped(query, people.map((p) => p.email), record)).toEqual({ participants: n, storedOnce: n, withEveryIdea: n });
    }

    it('loses nothing when an instance is SIGKILLed in the middle', async () => {
      const people = await participants('Killed');
      let killedAt = 0;
      const { record, finished } = await classWith(people, async () => {
        await new Promise((resolve) => setTimeout(resolve, RAMP_MS + 2000));
        killedAt = Date.now();
        await cluster.kill(1);
      });
      expect(finished).toBe(PARTICIPANTS);
      await expectStoredOnceWithEverything(people, record);
      // Only what the killed instance held failed, as nginx's 502, right at the kill; every later
      // request went to the two others.
      for (const failure of record.failures) {
        expect(failure.status).toBe(502);
        expect(failure.at - killedAt).toBeLessThan(5000);
      }
      process.stdout.write(`SIGKILL of one instance of three: ${record.failures.length} requests failed and were tried again\n`);
    }, 120_000);

    it('fails not one request during a rolling restart of the three', async () => {
      const people = await participants('Rolling');
      const { record, finished } = await classWith(people, async () => {
        await new Promise((resolve) => setTimeout(resolve, RAMP_MS));
        for (const index of [0, 1, 2]) await cluster.restart(index);
      });
      expect(record.failures).toEqual([]);
      expect(finished).toBe(PARTICIPANTS);
      process.stdout.write(`rolling restart of three: ${cluster.resent} requests sent again after a reload closed their connection unanswered\n`);
      await expectStoredOnceWithEverything(people, record);
    }, 180_000);
  });
});
