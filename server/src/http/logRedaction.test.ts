import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { testConfig } from '../test/helpers';
import { createTestDatabase } from '../test/testDb';
import { redactedUrl } from './logRedaction';

it('keeps the path and the names of the query, never its values', () => {
  expect(redactedUrl('/api/sso-callback?code=abc123&state=xyz')).toBe('/api/sso-callback?code=[redacted]&state=[redacted]');
  expect(redactedUrl('/reset?c=secret-code')).toBe('/reset?c=[redacted]');
  expect(redactedUrl('/api/individual-results-pdf?token=t0k3n&x')).toBe('/api/individual-results-pdf?token=[redacted]&x');
  expect(redactedUrl('/api/health')).toBe('/api/health');
});

it("logs no credential a link carries in the app's request log", async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), db: database.db, logger: { stream } });
  try {
    await app.inject({ method: 'GET', url: '/api/sso-callback?code=the-providers-code&state=the-state' });
    await app.inject({ method: 'GET', url: '/api/individual-results-pdf?token=a-pdf-token' });
  } finally {
    await app.close();
    await database.close();
  }
  const log = lines.join('');
  expect(log).toContain('/api/sso-callback?code=[redacted]&state=[redacted]');
  expect(log).toContain('/api/individual-results-pdf?token=[redacted]');
  expect(log).not.toMatch(/the-providers-code|the-state|a-pdf-token/);
});
