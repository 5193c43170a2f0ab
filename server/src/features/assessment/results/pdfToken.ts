import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { AppError } from '../../../http/errors';
import type { Actor } from '../../audit';
import { findLiveSessionAccount } from '../../auth';

const SECRET_NAME = 'results_pdf_key';
/** A results link works for a day at most, and only while the session that made it lives. */
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

/**
 * What a link opens. A token names its purpose, so a results link cannot be replayed as a
 * certificate link (tokens made before purposes existed were results links).
 */
export type PdfPurpose = 'results' | 'certificate' | 'receipt';

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * `<base64url JSON {userId, exp, sid, purpose}>.<base64url HMAC-SHA256>`; exp in ms since the
 * epoch; sid is the token hash of the session that asked for it (the caller's, which for an admin
 * is not the user's), so the link dies when that session ends and its reader is known for the
 * audit log. The hash alone opens no session. `ver` names the version of what it opens (a
 * certificate's issue), so a revoked one's link does not open the next one issued.
 */
export async function createPdfToken(options: { db: Kysely<DB>; userId: number; sessionHash: string; purpose?: PdfPurpose; version?: string; now?: number }) {
  const { db, userId, sessionHash, purpose = 'results', version, now = Date.now() } = options;
  const payload = Buffer.from(JSON.stringify({ userId, exp: now + PDF_TOKEN_TTL_MS, sid: sessionHash, purpose, ver: version })).toString('base64url');
  return `${payload}.${sign(await pdfSecret(db), payload)}`;
}

/** What a valid link opens: whose PDF, and who reads it (the account of the session that asked for it). */
export interface PdfLink {
  userId: number;
  reader: Actor;
  version?: string;
}

/**
 * The user a token was issued for and its reader: 400 when malformed, 401 when forged, made for
 * another purpose, expired or signed out.
 */
export async function verifyPdfToken(options: { db: Kysely<DB>; token: unknown; purpose?: PdfPurpose; now?: number }): Promise<PdfLink> {
  const { db, token, purpose = 'results', now = Date.now() } = options;
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new AppError('BAD_REQUEST', { extra: { field: 'token' } });
  const [payload, signature] = parts;
  const expected = Buffer.from(sign(await pdfSecret(db), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('UNAUTHORIZED');
  let claims: { userId?: unknown; exp?: unknown; sid?: unknown; purpose?: unknown; ver?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', { extra: { field: 'token' } });
  }
  if (typeof claims.userId !== 'number' || typeof claims.exp !== 'number' || typeof claims.sid !== 'string') {
    throw new AppError('BAD_REQUEST', { extra: { field: 'token' } });
  }
  if ((claims.purpose ?? 'results') !== purpose) throw new AppError('UNAUTHORIZED');
  const reader = claims.exp < now ? null : await findLiveSessionAccount({ db, tokenHash: claims.sid });
  if (!reader) throw new AppError('LINK_EXPIRED');
  return { userId: claims.userId, reader, version: typeof claims.ver === 'string' ? claims.ver : undefined };
}
