import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ChildServer } from '../../test/childServer';
import { createTestDatabase, type TestDatabase } from '../../test/testDb';

/**
 * A deployment's stop of the real server in its own process: SIGTERM makes /api/ready 503 at once
 * while /api/health and every other call still answer (SHUTDOWN_DELAY_MS), then the requests in
 * flight finish, then the process exits 0 and takes no more connections.
 */
let database: TestDatabase;
let dataDir: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
});
afterAll(async () => {
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const engineEnv = (): Record<string, string> => (database.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir as string });
const get = (server: ChildServer, url: string) => fetch(server.url + url).then((res) => res.status);
/** Each on its own connection, as nginx sends them (no upstream keep-alive: deploy/nginx/portal.conf). */
const register = (server: ChildServer, i: number) =>
  new Promise<number | string>((resolve) => {
    const body = JSON.stringify({ name: `Drain ${i}`, email: `drain-${i}-${Date.now()}@example.org`, password: 'a-long-password-1' });
    const req = http.request(`${server.url}/api/register`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err) => resolve(`no answer: ${err.message}`));
    req.end(body);
  });

it('drains on SIGTERM: unready first, still serving, then exits cleanly', async () => {
  const server = await startServer({ env: { ...engineEnv(), SHUTDOWN_DELAY_MS: '4000' } });
  expect(await get(server, '/api/ready')).toBe(200);
  const stopped = server.stop();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await get(server, '/api/ready')).toBe(503);
  expect(await get(server, '/api/health')).toBe(200);
  expect(await register(server, 0)).toBe(200);
  expect(await stopped).toBe(0);
  expect(await get(server, '/api/health').catch(() => 'refused')).toBe('refused');
}, 60_000);

it('finishes every request in flight when SIGTERM comes', async () => {
  // Passwords at the real cost: 30 registrations queue behind one another's hashes for a while.
  // The delay lets the process take every connection already made (a listener closed with
  // connections in its backlog resets them): what a load balancer's probe period is for. At 300 ms
  // a loaded machine (CI's test workers beside it) had not taken seven of 30 yet.
  const server = await startServer({ env: { ...engineEnv(), ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2', SHUTDOWN_DELAY_MS: '2000' } });
  let answered = 0;
  let stopped: Promise<number | null> | undefined;
  const outcomes = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      register(server, i + 1).then((status) => {
        answered += 1;
        if (answered === 1) stopped = server.stop();
        return status;
      }),
    ),
  );
  // The stop came after the first answer, with the others still in flight; each was answered.
  expect(outcomes).toEqual(Array(30).fill(200));
  expect(await stopped).toBe(0);
}, 60_000);
