import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;
/** N=2^17, r=8 needs 128 MiB; Node's default maxmem (32 MiB) would refuse it. */
const MAXMEM = 256 * 1024 * 1024;

/**
 * Hashes run on all cores but one, one at a time each, the rest waiting their turn: a class
 * logging in at once then slows logins, while the core left keeps answering everything else
 * (the idea saves of those already in; bench/load.bench.ts).
 */
const SLOTS = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const queue: (() => void)[] = [];

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (running >= SLOTS) await new Promise<void>((resolve) => queue.push(resolve));
  else running += 1;
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAXMEM }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/** `scrypt$logN$r$p$salt$hash` (base64): the cost travels with the hash, so raising it later is safe. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** logN, r: R, p: P });
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Many hashes (bulk-made accounts), `concurrency` at a time: each scrypt at N=2^17 holds 128 MiB
 * and a core, so an unbounded batch would exhaust memory and starve every other request.
 */
export async function hashPasswords(passwords: readonly string[], logN: number, concurrency = 2): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      hashes[i] = await hashPassword(passwords[i], logN);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, passwords.length) }, worker));
  return hashes;
}

/**
 * Stored for an account made without a password (a bulk import): it matches no password, so the
 * account is opened by the welcome or reset link, which sets the first real one.
 */
export const NO_PASSWORD = '!none';

export const hasPassword = (stored: string) => stored.startsWith('scrypt$');

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
