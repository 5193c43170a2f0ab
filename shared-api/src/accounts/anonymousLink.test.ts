import { decodeAnonymousLink, encodeAnonymousLink } from './contract';

describe('anonymous links', () => {
  it('decode a hand-written link', () => {
    // n=4, random "abc", length 13, name, password
    expect(decodeAnonymousLink('4abc13anon7@x.orgs3cretPass9')).toEqual({ email: 'anon7@x.orgs3', password: 'cretPass9' });
    expect(decodeAnonymousLink('3zz11a@b.example1234567890')).toEqual({ email: 'a@b.example', password: '1234567890' });
  });

  it('round-trip whatever random part is drawn', () => {
    for (let seed = 0; seed < 7; seed++) {
      const link = encodeAnonymousLink({ email: 'user42@anon.local', password: 'Ab3dE6gH9k' }, (max) => seed % max);
      expect(decodeAnonymousLink(link)).toEqual({ email: 'user42@anon.local', password: 'Ab3dE6gH9k' });
      const n = Number(link[0]);
      expect(n - 1).toBeGreaterThanOrEqual(2);
      expect(n - 1).toBeLessThanOrEqual(8);
    }
  });

  it('read a link whose length was written with one digit', () => {
    expect(decodeAnonymousLink('3ab7a@b.orgSecret12')).toEqual({ email: 'a@b.org', password: 'Secret12' });
    // A name starting with a digit: "71" would ask for 71 characters; the one-digit reading fits.
    expect(decodeAnonymousLink('3ab71@b.orgPass')).toEqual({ email: '1@b.org', password: 'Pass' });
  });

  it('reject malformed links', () => {
    for (const bad of ['', 'abc', '4abc', '4abcXX', '4abc05abcde', '3zz00pass', '3zz0']) {
      expect(decodeAnonymousLink(bad)).toBeNull();
    }
  });
});
