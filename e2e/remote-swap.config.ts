import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';

/**
 * Runs only remote-swap.spec.ts, which brings its own static server and API stub, so it needs
 * neither the product server nor a database: `npx playwright test -c e2e/remote-swap.config.ts`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'remote-swap.spec.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
