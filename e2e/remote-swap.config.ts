import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
