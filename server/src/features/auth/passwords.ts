import { hash as argon2Hash, parseOptions, verify as argon2Verify, type Algorithm, type ParsedHashOptions } from '@node-rs/argon2';
import { scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import type { Config } from '../../config';

/** argon2id's memory (m, KiB) and passes (t); both travel in the hash, so raising them later is safe (needsRehash). */
export type PasswordCost = Config['passwordCost'];

/** Algorithm.Argon2id: an ambient const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;
const ARGON2ID_PREFIX = '$argon2id$';
/** One lane (OWASP's p=1): a hash keeps to one thread, so the slots below count cores truly. */
const PARALLELISM = 1;

/** Hashes made before argon2id (decision 023): `scrypt$logN$r$p$salt$hash`, base64. */
const SCRYPT_PREFIX = 'scrypt$';
const SCRYPT_KEY_LENGTH = 64;
/** N=2^17, r=8 needs 128 MiB; Node's default maxmem (32 MiB) would refuse it. */
const SCRYPT_MAXMEM = 256 * 1024 * 1024;

/**
 * Hashes run on all cores but one, one at a time each, the rest waiting their turn: a class
 * logging in at once then slows logins, while the core left keeps answering everything else
 * (the idea saves of those already in; bench/load.bench.ts). Both algorithms run on libuv's
 * thread pool, which alone would take as many at once as it has threads; one of its threads is
 * left to what else uses it (compression, files), however many cores there are.
 */
const SLOTS = Math.max(1, Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);
let running = 0;
const queue: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => queue.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/** The same password typed on two systems can arrive composed or decomposed. */
const normalized = (password: string) => password.normalize('NFC');

/** An argon2id PHC string, `$argon2id$v=19$m=…,t=…,p=1$salt$hash`; the library draws the salt. */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return inSlot(() =>
    argon2Hash(normalized(password), { algorithm: ARGON2ID, memoryCost: cost.memoryKiB, timeCost: cost.timeCost, parallelism: PARALLELISM }),
  );
}

/**
 * Many hashes (bulk-made accounts), `concurrency` at a time: the batch then holds at most that
 * many places in the slots' queue, so a login arriving meanwhile waits behind a few hashes and
 * not behind the whole batch.
 */
export async function hashPasswords(passwords: readonly string[], cost: PasswordCost, concurrency = 2): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      hashes[i] = await hashPassword(passwords[i], cost);
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

export const hasPassword = (stored: string) => stored.startsWith(ARGON2ID_PREFIX) || stored.startsWith(SCRYPT_PREFIX);

/** The parameters of a well-formed argon2id hash, else null (a damaged value matches nothing). */
function argon2idOptions(stored: string): ParsedHashOptions | null {
  if (!stored.startsWith(ARGON2ID_PREFIX)) return null;
  try {
    return parseOptions(stored);
  } catch {
    return null;
  }
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: 2 ** Number(logN), r: Number(r), p: Number(p), maxmem: SCRYPT_MAXMEM };
  const key = await inSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(normalized(password), Buffer.from(salt, 'base64'), SCRYPT_KEY_LENGTH, options, (err, derived) => (err ? reject(err) : resolve(derived))),
      ),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** argon2id, or an old scrypt hash at the cost written in it; anything else matches no password. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (argon2idOptions(stored)) return inSlot(() => argon2Verify(stored, normalized(password)));
  if (stored.startsWith(SCRYPT_PREFIX)) return verifyScrypt(password, stored);
  return false;
}

/**
 * Should this hash, just verified, be made again at `cost`? Every scrypt hash is (decision 023),
 * and an argon2id one made at another cost; NO_PASSWORD and anything unknown are not.
 */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  if (stored.startsWith(SCRYPT_PREFIX)) return true;
  const options = argon2idOptions(stored);
  return options !== null && (options.memoryCost !== cost.memoryKiB || options.timeCost !== cost.timeCost || options.parallelism !== PARALLELISM);
}

const dummyHashes = new Map<string, Promise<string>>();

/** Spends the same time as a real check, so a login for an unknown email can't be told apart. */
export async function spendDummyVerify(password: string, cost: PasswordCost): Promise<void> {
  const key = `${cost.memoryKiB},${cost.timeCost}`;
  if (!dummyHashes.has(key)) {
    const made = hashPassword('dummy-password-for-timing', cost);
    // A failure is not kept: the next unknown email tries again rather than failing every time.
    made.catch(() => dummyHashes.delete(key));
    dummyHashes.set(key, made);
  }
  await verifyPassword(password, await (dummyHashes.get(key) as Promise<string>));
}
