import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as every authenticator app computes them: RFC 6238 over RFC 4226's
 * HOTP, with the parameters apps assume when an otpauth URL names none (HMAC-SHA1, 30 s, 6 digits).
 * Pure: the time is passed in, so the RFCs' test vectors hold it.
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after is accepted too: a phone's clock drifts, and typing takes time. */
export const TOTP_WINDOW = 1;
/** RFC 4226 section 4 asks for at least 128 bits and recommends 160: SHA-1's own block of key. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth URLs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Spaces, dashes, padding and lower case are forgiven: people copy secrets by hand. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226: HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated to `digits`. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238's T: whole periods since the Unix epoch. */
export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_S);

export function totp(secret: string, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), timeStep(nowMs), digits);
}

/**
 * The time step whose code this is, within the window around now and after `lastStep` (a code
 * already used, or an older one, never counts again), or null. Every step of the window is
 * compared in constant time, so the answer's timing tells nothing of the code.
 */
export function matchingStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = timeStep(nowMs);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && found === null && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}

/** What an authenticator app reads from the QR code (the Key Uri Format every app follows). */
export function otpauthUrl({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_S) });
  // URLSearchParams writes a space as '+'; apps read the query as a URI, where it is %20.
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
