import { base32Decode, base32Encode, hotp, matchingStep, newTotpSecret, otpauthUrl, timeStep, totp } from './totp';

// The RFCs' key: the ASCII digits "1234567890" twice (20 bytes, SHA-1's).
const KEY = Buffer.from('12345678901234567890', 'ascii');
const SECRET = base32Encode(KEY);

it('encodes and decodes base32 as RFC 4648 does', () => {
  expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  expect(base32Decode(SECRET)).toEqual(KEY);
  expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  expect(base32Decode('mzxw 6ytb-oi==').toString()).toBe('foobar');
  expect(() => base32Decode('MZXW1')).toThrow();
});

it('gives RFC 4226 appendix D HOTP values', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  expect(expected.map((_, counter) => hotp(KEY, counter))).toEqual(expected);
});

it('gives RFC 6238 appendix B TOTP values (SHA1, 8 digits there)', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, code] of vectors) expect([seconds, totp(SECRET, seconds * 1000, 8)]).toEqual([seconds, code]);
  // The 6-digit code is the same value's last six digits.
  expect(totp(SECRET, 59_000)).toBe('287082');
  expect(timeStep(1111111109 * 1000)).toBe(0x23523ec);
});

it('accepts the codes of one step either side, once, and nothing else', () => {
  const now = 1234567890 * 1000;
  const step = timeStep(now);
  for (const offset of [-1, 0, 1]) expect(matchingStep(SECRET, totp(SECRET, now + offset * 30_000), now, null)).toBe(step + offset);
  expect(matchingStep(SECRET, totp(SECRET, now + 60_000), now, null)).toBeNull();
  expect(matchingStep(SECRET, totp(SECRET, now - 60_000), now, null)).toBeNull();
  // A step at or before the last one used is refused: a code counts once, and an older one never after.
  expect(matchingStep(SECRET, totp(SECRET, now), now, step)).toBeNull();
  expect(matchingStep(SECRET, totp(SECRET, now - 30_000), now, step - 1)).toBeNull();
  expect(matchingStep(SECRET, totp(SECRET, now + 30_000), now, step)).toBe(step + 1);
  for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(matchingStep(SECRET, bad, now, null)).toBeNull();
});

it('makes 20-byte secrets, different each time', () => {
  const [a, b] = [newTotpSecret(), newTotpSecret()];
  expect(a).toMatch(/^[A-Z2-7]{32}$/);
  expect(base32Decode(a)).toHaveLength(20);
  expect(a).not.toBe(b);
});

it('writes the otpauth URL authenticator apps read', () => {
  expect(otpauthUrl({ issuer: 'Innovation Portal', account: 'ana+1@example.org', secret: SECRET })).toBe(
    'otpauth://totp/Innovation%20Portal:ana%2B1%40example.org?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Innovation%20Portal&algorithm=SHA1&digits=6&period=30',
  );
});
