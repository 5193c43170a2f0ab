import type { LaunchOptions } from '@playwright/test';

/**
 * How every Playwright config here starts the browser: Debian's Chromium (no browser download is
 * possible on these machines), headless, without the background traffic of a first run.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
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
};
