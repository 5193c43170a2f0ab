import { randomBytes, scryptSync } from 'node:crypto';

/** Free of any test framework: bench/load.bench.ts uses it too (LOAD_PASSWORDS=scrypt). */
/** A hash as the server stored them before argon2id (decision 023): `scrypt$logN$r$p$salt$hash`. */
export function oldScryptHash(password: string, logN = 10): string {
  const salt = randomBytes(16);
  // N=2^17 (what production used) needs 128 MiB, over Node's default maxmem.
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N: 2 ** logN, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', logN, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
