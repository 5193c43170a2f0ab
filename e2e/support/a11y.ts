import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { isExternal, isRedirect, routes } from '../../host/src/routes';

/**
 * The accessibility check of the journeys: axe-core's WCAG 2.0/2.1 A and AA rules on the page as
 * it stands (open dialogs included), failing on every serious or critical violation. Each check
 * is recorded (E2E_A11Y_LOG, one JSON line each) so a11y-coverage.check.ts can prove that every route
 * of host/src/routes.ts was checked during the run.
 */

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** One recorded check: the route key it matched, whose page (admin or not) and the dialogs open. */
export interface CheckedScreen {
  route: string;
  admin: boolean;
  dialogs: string[];
  url: string;
  /** How long the check took, for the run's report. */
  ms: number;
  /** The rule ids of moderate and minor violations: reported at the end of the run, not failed. */
  minor: string[];
}

/** Set once per run by playwright.config.ts, so the workers and the coverage check share it. */
export function a11yLog(): string {
  const file = process.env.E2E_A11Y_LOG;
  if (!file) throw new Error('E2E_A11Y_LOG is not set: run the journeys through e2e/playwright.config.ts');
  return file;
}

export function readCheckedScreens(): CheckedScreen[] {
  const file = a11yLog();
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CheckedScreen);
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/**
 * The route key a screen is shown under. `via` names a route that only sends the browser on (a
 * redirect or an external document): the page must then be the one that route leads to.
 */
function routeOf(pathname: string, via?: string): string {
  if (via) {
    const route = routes[via];
    const target = route && (isExternal(route) ? route.external : isRedirect(route) ? route.redirect : undefined);
    if (target !== pathname) throw new Error(`${via} does not lead to ${pathname}`);
    return via;
  }
  // Elsewhere (the not-found page, the test-mode payment page) the path itself is recorded.
  return Object.keys(routes).find((pattern) => matches(pattern, pathname)) ?? pathname;
}

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
  return `${violation.id} (${violation.impact}): ${violation.help} [${targets}] ${violation.helpUrl}`;
}

export async function expectAccessible(page: Page, { via }: { via?: string } = {}) {
  const url = new URL(page.url());
  const route = routeOf(url.pathname, via);
  const started = Date.now();
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    }),
    TAGS,
  );
  const admin = (await page.context().cookies(url.origin)).some((c) => c.name === 'admin' && c.value === 'true');
  const dialogs = await page.getByRole('dialog').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? '')).map((v) => v.id);
  const screen: CheckedScreen = { route, admin, dialogs, url: url.pathname + url.search, ms: Date.now() - started, minor };
  appendFileSync(a11yLog(), `${JSON.stringify(screen)}\n`);
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  // Soft: the journey goes on, so one run lists the violations of every screen it passes through.
  expect.soft(blocking.map(describe), `serious or critical accessibility violations on ${screen.url}${dialogs.length ? ` (dialog: ${dialogs.join(', ')})` : ''}`).toEqual([]);
}
