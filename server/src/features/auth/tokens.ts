import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; the database keeps only its SHA-256 (ASVS 7.2.3). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
export const RESET_TOKEN_MS = 60 * 60 * 1000;
/** A welcome link waits for someone who may not read their email the same day. */
export const WELCOME_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reads don't each cost a write. */
export const SESSION_TOUCH_MS = 60 * 1000;
