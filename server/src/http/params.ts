import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARS, TEXT_CONTROL_CHARS } from 'shared-api/contract';
import { AppError } from './errors';

/**
 * SPEC.md sends most parameters as headers. Headers carry only Latin-1, so clients URI-encode
 * text (names, passwords); the same parameter is also accepted under the same name in the JSON body.
 */
export function readParam(req: FastifyRequest, name: string): string | undefined {
  const header = readHeader(req, name);
  if (header !== undefined) return header;
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  if (typeof value === 'string') return oneLine(value, name);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value !== undefined && value !== null) throw new AppError('BAD_REQUEST', { extra: { field: name } });
  return undefined;
}

/**
 * A header parameter, URI-decoded. A value that is not URI-encoding (SPEC.md's plain headers: a
 * team "100% Team", a password "abc%zz12345") is read as it was sent; either way it must be one line.
 */
export function readHeader(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers[name.toLowerCase()];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    value = raw;
  }
  return oneLine(value, name);
}

/** Parameters are one-line values: a decoded %00 or %0A is refused here, once for every route. */
function oneLine(value: string, field: string): string {
  if (CONTROL_CHARS.test(value)) throw new AppError('BAD_REQUEST', { extra: { field } });
  return value;
}

const MAX_INPUT_DEPTH = 32;

/** SPEC.md's calls all take a JSON object (or nothing): anything else is a malformed request. */
export function assertObjectBody(req: FastifyRequest): void {
  const body = req.body as unknown;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) throw new AppError('BAD_REQUEST');
}

/** Every parameter of the request, walked once (assertCleanInput). */
export function assertCleanRequest(req: FastifyRequest): void {
  assertCleanInput(req.body, { lines: true });
  assertCleanInput(req.query, { lines: false });
  assertCleanInput(req.params, { lines: false });
}

/**
 * Walks a parsed JSON body (or query) once: keys are one-line text; string values of a body may
 * hold line breaks and tabs (free-text answers), of a query none; no other control character
 * anywhere (PostgreSQL refuses NUL). Nesting deeper than any call needs is refused, not walked.
 */
export function assertCleanInput(value: unknown, { lines }: { lines: boolean }, field = 'body', depth = 0): void {
  if (typeof value === 'string') {
    if ((lines ? TEXT_CONTROL_CHARS : CONTROL_CHARS).test(value)) throw new AppError('BAD_REQUEST', { extra: { field } });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_INPUT_DEPTH) throw new AppError('BAD_REQUEST', { extra: { field } });
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARS.test(key)) throw new AppError('BAD_REQUEST', { extra: { field } });
    assertCleanInput(item, { lines }, depth === 0 ? key : field, depth + 1);
  }
}

/** The body as an object; every /api route refuses any other body first (the gate in http/auth.ts). */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return (req.body as Record<string, unknown> | undefined) ?? {};
}
