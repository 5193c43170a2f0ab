/**
 * SPEC.md section 9: generated passwords have 10 characters with numbers. One generator for the
 * server (first admin, anonymous users) and the admin screens (the Add User form's suggestion).
 * Look-alike characters (l, 1, I, O, 0, o) are left out: people copy these from a file or a screen.
 */
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A uniform integer in [0, max), from the platform's cryptographic source (browser or Node). */
export function secureRandomInt(max: number): number {
  // Rejection sampling: the largest multiple of max below 2^32 keeps every value equally likely.
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % max;
  }
}

export function generatePassword(length = 10, randomInt: (max: number) => number = secureRandomInt): string {
  const all = LETTERS + DIGITS;
  const chars = Array.from({ length }, () => all[randomInt(all.length)]);
  // At least one letter and one digit whatever the draw.
  chars[0] = LETTERS[randomInt(LETTERS.length)];
  chars[length - 1] = DIGITS[randomInt(DIGITS.length)];
  return chars.join('');
}
