import { pluralKey } from '../texts/core';
import { generatePassword, secureRandomInt } from './generatedPassword';

describe('generatePassword', () => {
  it('makes 10 characters with at least one letter and one digit by default', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
      expect(password).not.toMatch(/[lIO01o]/);
    }
  });

  it('takes a length and a random source', () => {
    expect(generatePassword(16)).toHaveLength(16);
    expect(generatePassword(4, () => 0)).toBe('aaa2');
  });

  it('draws uniformly within the bound', () => {
    const seen = new Set(Array.from({ length: 500 }, () => secureRandomInt(3)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});

describe('pluralKey', () => {
  const forms = { one: 'x.one', other: 'x.other' };
  it('follows each language’s plural rules', () => {
    expect([0, 1, 2].map((n) => pluralKey('ENG', n, forms))).toEqual(['x.other', 'x.one', 'x.other']);
    expect(pluralKey('BRPT', 1, forms)).toBe('x.one');
    expect(pluralKey('SPA', 1_000_000, forms)).toBe('x.other');
    expect(pluralKey('KOR', 1, forms)).toBe('x.other');
  });
});
