import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * SPEC.md sends most parameters as headers. Headers carry only Latin-1, so clients URI-encode
 * text (names, passwords); the same parameter is also accepted under the same name in the JSON body.
 */
export function readParam(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers[name.toLowerCase()];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined) {
    try {
      return decodeURIComponent(raw);
    } catch {
      throw new AppError('BAD_REQUEST', { extra: { field: name } });
    }
  }
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value !== undefined && value !== null) throw new AppError('BAD_REQUEST', { extra: { field: name } });
  return undefined;
}

/** A positive integer id from a header/body parameter; absent → undefined, malformed → 400. */
export function readIdParam(req: FastifyRequest, name: string): number | undefined {
  const raw = readParam(req, name);
  if (raw === undefined || raw.trim() === '') return undefined;
  return parseId(raw, name);
}

export function parseId(raw: unknown, field: string): number {
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isSafeInteger(value) || value <= 0 || value > 2_147_483_647) {
    throw new AppError('BAD_REQUEST', { extra: { field } });
  }
  return value;
}

/** The body as an object; Fastify already rejects non-object bodies on /api (see app.ts). */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return (req.body as Record<string, unknown> | undefined) ?? {};
}

/** A yes/no parameter: 'true'/'1' or 'false'/'0'/absent; anything else → 400. */
export function readFlagParam(req: FastifyRequest, name: string): boolean {
  const raw = readParam(req, name)?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new AppError('BAD_REQUEST', { extra: { field: name } });
}
