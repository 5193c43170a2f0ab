import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';

/**
 * Browser journeys against the real product: the server on a fresh embedded database, serving the
 * built bundles, driven in Debian's Chromium (no browser download is possible on these machines).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The journeys' SMTP sink (support/smtpSink.ts): every email goes through real SMTP and is kept there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3211);
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// One log of accessibility checks per run (support/a11y.ts); the workers inherit it from here.
process.env.E2E_A11Y_LOG ??= join(mkdtempSync(join(tmpdir(), 'portal-a11y-')), 'checked.jsonl');
// The SMTP sink's mailboxes (support/smtpSink.ts writes them, support/mail.ts reads them), one per run.
process.env.E2E_MAIL_LOG ??= join(mkdtempSync(join(tmpdir(), 'portal-mail-')), 'mail.jsonl');

/** The product server's settings in the journeys; a journey that starts a server of its own adds to them. */
export function serverEnv(port: number, dir: string): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPPORT_EMAIL: 'support@e2e.test',
    // Real argon2id, cheap: a journey signs in many times.
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_TIME_COST: '1',
    // Warnings and errors only: a request log per page load would bury the journeys' own report.
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    EMAIL_POLL_MS: '250',
    // A reminder planned a few seconds ahead is carried out while the journey waits.
    SCHEDULER_POLL_MS: '500',
    // A refused message fails at once (the sink refuses bounce-* addresses), to be retried by hand.
    EMAIL_MAX_ATTEMPTS: '1',
  };
}

export default defineConfig({
  testDir: '.',
  projects: [
    { name: 'journeys', testMatch: '*.spec.ts' },
    // Runs after every journey: each route must have had its accessibility check.
    { name: 'a11y-coverage', testMatch: 'a11y-coverage.check.ts', dependencies: ['journeys'] },
  ],
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: [
    {
      command: 'node --import tsx support/smtpSink.ts',
      port: E2E_SMTP_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_MAIL_LOG: process.env.E2E_MAIL_LOG },
    },
    {
      command: 'node --import tsx ../server/src/main.ts',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: serverEnv(E2E_PORT, dataDir),
    },
  ],
});
