import { clearBrowserCookie, newBrowser } from './browser';
import { hashToken } from '../auth';

// The sso_browser cookie (decision 021, point 2): Secure where the portal is served over https.
describe('the sso_browser cookie', () => {
  it('is Secure behind an https public URL, not on plain http, and keeps only a hash for the database', () => {
    const secure = newBrowser({ publicUrl: 'https://portal.example.org' });
    expect(secure.setCookie).toMatch(/^sso_browser=([\w-]{43}); Path=\/api; Max-Age=4200; HttpOnly; Secure; SameSite=Lax$/);
    expect(secure.hash).toBe(hashToken(secure.setCookie.slice('sso_browser='.length, secure.setCookie.indexOf(';'))));
    expect(newBrowser({ publicUrl: 'http://127.0.0.1:3000' }).setCookie).not.toContain('Secure');
    expect(newBrowser({ publicUrl: 'https://portal.example.org' }).hash).not.toBe(secure.hash);
  });

  it('is deleted with the same attributes', () => {
    expect(clearBrowserCookie({ publicUrl: 'https://portal.example.org' })).toBe('sso_browser=; Path=/api; Max-Age=0; HttpOnly; Secure; SameSite=Lax');
  });
});
