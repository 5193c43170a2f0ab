import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;
/** N=2^17, r=8 needs 128 MiB; Node's default maxmem (32 MiB) would refuse it. */
const MAXMEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$logN$r$p$salt$hash` (base64): the cost travels with the hash, so raising it later is safe. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** logN, r: R, p: P });
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: 2 ** Number(logN), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/** Spends the same time as a real check, so a login for an unknown email can't be told apart. */
export async function spendDummyVerify(password: string, logN: number): Promise<void> {
  if (!dummyHashes.has(logN)) dummyHashes.set(logN, hashPassword('dummy-password-for-timing', logN));
  await verifyPassword(password, await (dummyHashes.get(logN) as Promise<string>));
}

/** SPEC.md: generated passwords have 10 characters with numbers (randomInt: no modulo bias). */
export function generatePassword(length = 10): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = Array.from({ length }, () => all[randomInt(all.length)]);
  // At least one letter and one digit whatever the draw.
  chars[0] = letters[randomInt(letters.length)];
  chars[length - 1] = digits[randomInt(digits.length)];
  return chars.join('');
}
