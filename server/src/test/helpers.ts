import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { ChangeFeed } from '../db/changeFeed';
import type { DB } from '../db/types';
import { ensurePlatform } from '../db/bootstrap';
import { hashPassword } from '../features/auth/passwords';
import type { MailTransport } from '../features/email/worker';
import { createTestDatabase, type TestDatabase } from './testDb';
import { TEST_ENV } from './testEnv';

/**
 * Fastify's inject() loads light-my-request, which requires the ESM-only `cookie` 2; Jest's
 * CommonJS runtime cannot load that on Node 20. inject needs it only for `options.cookies`
 * (these tests send the Cookie header instead), so a stand-in is enough. Remove with Node >= 24.9.
 */
jest.doMock(require.resolve('cookie', { paths: [path.dirname(require.resolve('light-my-request'))] }), () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
}));

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ...TEST_ENV, ...env });
}

export function testApp({ db, env, mailTransport, changes }: {
  db: Kysely<DB>;
  env?: Record<string, string>;
  mailTransport?: MailTransport | null;
  /** The database's change feed: with it the app caches reads as a real server does. */
  changes?: ChangeFeed;
}) {
  const config = testConfig(env);
  return buildApp({ config, db, mailTransport, logger: false, changes }).then((app) => ({ app, config }));
}

let counter = 0;
/** A fresh address per call, so tests sharing one database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.org`;
}

export async function createUser(
  db: Kysely<DB>,
  values: { email?: string; password?: string; name?: string; admin?: boolean; teamId?: number; language?: 'ENG' | 'SPA' | 'KOR' | 'BRPT' } = {},
) {
  const email = values.email ?? uniqueEmail();
  const password = values.password ?? 'correct-horse-1';
  const user = await db
    .insertInto('users')
    .values({
      name: values.name ?? 'Test User',
      email,
      // The app's own cost, so that signing in finds nothing to rehash.
      password_hash: await hashPassword(password, testConfig().passwordCost),
      team_id: values.teamId ?? 1,
      admin: values.admin ?? false,
      language: values.language ?? 'ENG',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, email, password };
}

/** Logs in through the API and returns the bearer token. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user created as createUser does, then logged in through the API. */
export async function createLoggedInUser(db: Kysely<DB>, app: FastifyInstance, values: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db, values);
  const token = await login(app, created.email, created.password);
  return { ...created, token, headers: bearer(token) };
}

export type LoggedInUser = Awaited<ReturnType<typeof createLoggedInUser>>;

export function post(app: FastifyInstance, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) {
  return app.inject({ method: 'POST', url, ...options });
}

/** Team 1 and the first admin, exactly as a first start creates them. */
export function bootstrap(db: Kysely<DB>, config: Config) {
  return ensurePlatform({ db, config, print: () => undefined });
}

export interface ApiTest {
  db: Kysely<DB>;
  app: FastifyInstance;
  config: Config;
  /** An administrator of team 1, logged in (unless `admin: false`). */
  admin: LoggedInUser;
  /** A participant of team 1, logged in (with `participant: true`). */
  participant: LoggedInUser;
}

/**
 * The usual set-up of an API test file, registered as its first beforeAll/afterAll: a fresh
 * database, the app on it, a first start (bootstrap), then an admin and, when asked, a
 * participant, both logged in. The file's own beforeAll runs after it and may use the context.
 * The context fills in when that beforeAll runs, so read its fields inside tests and hooks only.
 */
export function setupApiTest({ admin = true, participant = false, env }: {
  admin?: boolean;
  participant?: boolean;
  /** Settings for the app, read when it is built (after the file's earlier beforeAll hooks). */
  env?: () => Record<string, string>;
} = {}): ApiTest {
  let database: TestDatabase | undefined;
  let filled: Partial<ApiTest> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db, changes } = database;
    const built = await testApp({ db, env: env?.(), changes });
    filled = { db, ...built };
    await bootstrap(db, built.config);
    if (admin) filled.admin = await createLoggedInUser(db, built.app, { admin: true });
    if (participant) filled.participant = await createLoggedInUser(db, built.app);
  }, 60_000);
  afterAll(async () => {
    await filled.app?.close();
    await database?.close();
  });

  const get = <K extends keyof ApiTest>(key: K): ApiTest[K] => {
    const value = filled[key];
    if (value === undefined) throw new Error(`setupApiTest: no ${key} (read it inside a test or hook; admin and participant only when asked for)`);
    return value as ApiTest[K];
  };
  return {
    get db() {
      return get('db');
    },
    get app() {
      return get('app');
    },
    get config() {
      return get('config');
    },
    get admin() {
      return get('admin');
    },
    get participant() {
      return get('participant');
    },
  };
}
