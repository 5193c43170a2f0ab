import { parseCookies, readCookie, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads each pair, trims, unquotes and decodes, and keeps the first of a name sent twice', () => {
    const cookies = parseCookies(' a=1; b="two" ;c=x%20y; a=again; flag; =nameless; d=%E0%A4%A');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: 'two', c: 'x y', d: '%E0%A4%A' });
  });

  it('is empty for no header, and a value may hold "="', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
    expect(parseCookies('t=ab==').get('t')).toBe('ab==');
  });
});

describe('readCookie', () => {
  it('answers the value, or null for a cookie missing or empty', () => {
    expect(readCookie('x=1; sso_browser=abc', 'sso_browser')).toBe('abc');
    expect(readCookie('x=1', 'sso_browser')).toBeNull();
    expect(readCookie('sso_browser=', 'sso_browser')).toBeNull();
    expect(readCookie(undefined, 'sso_browser')).toBeNull();
  });
});

describe('serializeCookie', () => {
  it('writes the attributes', () => {
    expect(serializeCookie('sso_browser', 'abc-_1', { path: '/api', maxAge: 600.7, secure: true, httpOnly: true, sameSite: 'Lax' })).toBe(
      'sso_browser=abc-_1; Path=/api; Max-Age=600; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie('sso_browser', '', { path: '/api', maxAge: 0, secure: false, httpOnly: true, sameSite: 'Strict' })).toBe(
      'sso_browser=; Path=/api; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });

  it('refuses a name or a value that would break the header', () => {
    const options = { path: '/', maxAge: 1, secure: false, httpOnly: true, sameSite: 'Lax' } as const;
    expect(() => serializeCookie('a b', 'v', options)).toThrow();
    expect(() => serializeCookie('a', 'v; Path=/', options)).toThrow();
    expect(() => serializeCookie('a', 'v\r\nX: y', options)).toThrow();
  });
});
