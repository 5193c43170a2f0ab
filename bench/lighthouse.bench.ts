/**
 * Lighthouse on the first pages, as a phone sees them: `npm run bench:lighthouse -w bench` after
 * `npm run build`. Prints scores, asserts nothing (README.md here; the goal is performance >= 95
 * and accessibility 100).
 *
 * Starts the real server on the built bundles and a fresh PGlite data folder, signs a participant
 * and the admin in through the API, and runs Lighthouse's default mobile run (a Moto G Power's
 * screen, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown) on /login as a visitor,
 * /portal as the participant and /admin as the admin, each in a fresh Debian Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium) started by chrome-launcher, whose session cookies are
 * set before Lighthouse loads the page. LIGHTHOUSE_JSON=<folder> keeps each page's full report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { sessionCookies, startSiteServer, type Who } from './support/firstPages';
import { printTable } from './table';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PAGES: { path: string; who: Who }[] = [
  { path: '/login', who: 'guest' },
  { path: '/portal', who: 'participant' },
  { path: '/admin', who: 'admin' },
];
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 600_000);
const progress = (text: string) => process.stderr.write(`${text}\n`);

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, AuditResult>;
}

async function audit(origin: string, target: (typeof PAGES)[number]): Promise<Report> {
  // ES modules only: loaded here, from this CommonJS-compiled file.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'error' });
  try {
    if (target.who !== 'guest') {
      // The session as the shell keeps it: cookies the page's own script reads.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies(await sessionCookies(origin, target.who));
      await browser.close();
    }
    const result = await lighthouse(
      origin + target.path,
      // The cookies must survive: no storage reset (this Chromium's profile is new, its cache empty).
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const report = JSON.parse(result.report as string) as Report;
    if (process.env.LIGHTHOUSE_JSON) {
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `${target.path.slice(1) || 'root'}.json`), result.report as string);
    }
    return report;
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? '-' : String(Math.round(value * 100)));
const metric = (report: Report, id: string) => report.audits[id]?.displayValue ?? '-';

/** The audits of a category that did not pass, with what they say. */
function failing(report: Report, category: string): string[] {
  return report.categories[category].auditRefs
    .map(({ id, weight }) => ({ result: report.audits[id], weight }))
    .filter(({ result }) => result && result.score !== null && result.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(result.scoreDisplayMode))
    .map(({ result, weight }) => `${result.id} (${score(result.score)}${weight ? `, weight ${weight}` : ''})${result.displayValue ? `: ${result.displayValue}` : ''}`);
}

async function main() {
  const site = await startSiteServer();
  const deadline = setTimeout(() => {
    progress(`gave up after ${DEADLINE_MS} ms`);
    void site.server.kill().then(() => process.exit(1));
  }, DEADLINE_MS);
  try {
    const rows: string[][] = [];
    const notes: string[] = [];
    for (const target of PAGES) {
      progress(`lighthouse ${target.path} (${target.who}) ...`);
      const report = await audit(site.origin, target);
      if (report.runtimeError) throw new Error(`${target.path}: ${report.runtimeError.message}`);
      const landed = new URL(report.finalDisplayedUrl).pathname;
      rows.push([
        landed === target.path ? target.path : `${target.path} → ${landed}`,
        target.who,
        score(report.categories.performance.score),
        score(report.categories.accessibility.score),
        metric(report, 'first-contentful-paint'),
        metric(report, 'largest-contentful-paint'),
        metric(report, 'total-blocking-time'),
        metric(report, 'cumulative-layout-shift'),
        metric(report, 'speed-index'),
      ]);
      for (const category of ['performance', 'accessibility']) {
        const list = failing(report, category);
        if (list.length) notes.push(`${target.path} ${category}: ${list.join('; ')}`);
      }
    }
    console.log(`Lighthouse (mobile, simulated slow 4G), ${path.basename(CHROME_PATH)}, Node ${process.version}, ${os.cpus().length} cores\n`);
    printTable(['page', 'as', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'], rows, [0, 1]);
    if (notes.length) console.log(`\nNot passed:\n${notes.map((n) => `- ${n}`).join('\n')}`);
  } finally {
    clearTimeout(deadline);
    await site.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
