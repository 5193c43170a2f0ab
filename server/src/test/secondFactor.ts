import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { totp } from '../features/mfa/totp';
import { bearer, post } from './helpers';

/** The code an authenticator app shows now for this secret. */
export const codeNow = (secret: string) => totp(secret, Date.now());

/**
 * As if the next 30 seconds had passed: each code counts once, so a test that needs another code
 * of the same moment forgets the last step used (the refusal of a reused code is tested as is).
 */
export const nextStep = (db: Kysely<DB>, userId: number) => db.updateTable('user_mfa').set({ last_step: null }).where('user_id', '=', userId).execute();

/**
 * Sets up and turns on a second factor for the signed-in user of these headers, through the API,
 * with their password. Every session of theirs ends: `headers` are the new one's, opened with the factor.
 */
export async function turnOnMfa(
  app: FastifyInstance,
  user: { headers: Record<string, string>; password: string },
): Promise<{ secret: string; recoveryCodes: string[]; headers: { authorization: string } }> {
  const setup = await post(app, '/api/mfa-setup', { headers: user.headers });
  if (setup.statusCode !== 200) throw new Error(`mfa-setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(app, '/api/mfa-enable', { headers: user.headers, payload: { Code: codeNow(secret), CurrentPassword: user.password } });
  if (enable.statusCode !== 200) throw new Error(`mfa-enable: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: enable.json().recovery_codes as string[], headers: bearer(enable.json().access_token as string) };
}

/** The first half of a login with a second factor: the token /api/login-mfa takes. */
export async function passwordStep(app: FastifyInstance, email: string, password: string, remoteAddress?: string): Promise<string> {
  const res = await post(app, '/api/login', { payload: { email, password }, ...(remoteAddress && { remoteAddress }) });
  const body = res.json();
  if (res.statusCode !== 200 || body.mfa_required !== true) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return body.mfa_token as string;
}
