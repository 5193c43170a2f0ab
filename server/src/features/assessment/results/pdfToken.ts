import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { AppError } from '../../../http/errors';

const SECRET_NAME = 'results_pdf_key';
/** A results link works for a day: long enough to open and save it, short if it leaks. */
export const PDF_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const secrets = new WeakMap<Kysely<DB>, Promise<Buffer>>();

/**
 * The key signing results-PDF links. Generated on first use and kept in the database, so every
 * instance behind a load balancer signs and checks with the same key; ON CONFLICT makes two
 * instances starting together agree on the first one written.
 */
export function pdfSecret(db: Kysely<DB>): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('server_secrets')
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'hex');
    })();
    // A failed first read (database down) must not be cached for the life of the process.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<base64url JSON {userId, exp}>.<base64url HMAC-SHA256>`; exp in ms since the epoch. */
export async function createPdfToken({ db, userId, now = Date.now() }: { db: Kysely<DB>; userId: number; now?: number }) {
  const payload = Buffer.from(JSON.stringify({ userId, exp: now + PDF_TOKEN_TTL_MS })).toString('base64url');
  return `${payload}.${sign(await pdfSecret(db), payload)}`;
}

/** The user a token was issued for: 400 when malformed, 401 when forged or expired. */
export async function verifyPdfToken({ db, token, now = Date.now() }: { db: Kysely<DB>; token: unknown; now?: number }): Promise<number> {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new AppError('BAD_REQUEST', { extra: { field: 'token' } });
  const [payload, signature] = parts;
  const expected = Buffer.from(sign(await pdfSecret(db), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('UNAUTHORIZED');
  let claims: { userId?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', { extra: { field: 'token' } });
  }
  if (typeof claims.userId !== 'number' || typeof claims.exp !== 'number') throw new AppError('BAD_REQUEST', { extra: { field: 'token' } });
  if (claims.exp < now) throw new AppError('LINK_EXPIRED');
  return claims.userId;
}
