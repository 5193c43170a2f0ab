/**
 * Anonymous-user sign-in links (/login?au=...), SPEC.md section 2: a digit n, a random part of
 * n-1 characters, the user name's length, the user name, then the password. The length is written
 * as two digits so names up to 99 characters fit (one digit is read too); see docs/decisions/002-anonymous-links.md.
 */
export interface AnonymousCredentials {
  email: string;
  password: string;
}

const RANDOM_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function encodeAnonymousLink(
  { email, password }: AnonymousCredentials,
  random: (max: number) => number = (max) => Math.floor(Math.random() * max),
): string {
  if (email.length < 1 || email.length > 99) throw new RangeError('user name must be 1 to 99 characters');
  // SPEC.md section 9 allows a random part of 2 to 9 characters; one digit n caps it at 8.
  const n = 3 + random(7);
  let noise = '';
  for (let i = 0; i < n - 1; i++) noise += RANDOM_ALPHABET[random(RANDOM_ALPHABET.length)];
  return `${n}${noise}${String(email.length).padStart(2, '0')}${email}${password}`;
}

/**
 * SPEC.md does not say how many digits the length takes: links we make use two, and a link made
 * with one digit is read when the two-digit reading does not fit it.
 */
export function decodeAnonymousLink(link: string): AnonymousCredentials | null {
  if (!/^\d/.test(link)) return null;
  const lengthAt = 1 + Math.max(0, Number(link[0]) - 1);
  return readWithLength(link, lengthAt, 2) ?? readWithLength(link, lengthAt, 1);
}

function readWithLength(link: string, lengthAt: number, digits: number): AnonymousCredentials | null {
  const lengthText = link.slice(lengthAt, lengthAt + digits);
  if (lengthText.length !== digits || !/^\d+$/.test(lengthText)) return null;
  const length = Number(lengthText);
  const nameAt = lengthAt + digits;
  const email = link.slice(nameAt, nameAt + length);
  const password = link.slice(nameAt + length);
  if (length === 0 || email.length !== length || password.length === 0) return null;
  return { email, password };
}
