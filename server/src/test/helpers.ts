import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DB } from '../db/types';
import { ensurePlatform } from '../db/bootstrap';
import { hashPassword } from '../features/auth/passwords';
import type { MailTransport } from '../features/email/worker';

/**
 * Fastify's inject() loads light-my-request, which requires the ESM-only `cookie` 2; Jest's
 * CommonJS runtime cannot load that on Node 20. inject needs it only for `options.cookies`
 * (these tests send the Cookie header instead), so a stand-in is enough. Remove with Node >= 24.9.
 */
jest.doMock(require.resolve('cookie', { paths: [path.dirname(require.resolve('light-my-request'))] }), () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
}));

/** Cheap hashing, no throttling and no background worker: tests drive everything explicitly. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SCRYPT_LOG_N: '10',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_EMAIL: '1000',
    EMAIL_POLL_MS: '0',
    EMAIL_RETRY_BASE_MS: '0',
    PUBLIC_URL: 'http://portal.test',
    SUPPORT_EMAIL: 'help@portal.test',
    STATIC_DIR: '/nonexistent-static-dir',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export function testApp({ db, env, mailTransport }: { db: Kysely<DB>; env?: Record<string, string>; mailTransport?: MailTransport | null }) {
  const config = testConfig(env);
  return buildApp({ config, db, mailTransport, logger: false }).then((app) => ({ app, config }));
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
      password_hash: await hashPassword(password, 10),
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

export function post(app: FastifyInstance, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) {
  return app.inject({ method: 'POST', url, ...options });
}

/** Team 1 and the first admin, exactly as a first start creates them. */
export function bootstrap(db: Kysely<DB>, config: Config) {
  return ensurePlatform({ db, config, print: () => undefined });
}
