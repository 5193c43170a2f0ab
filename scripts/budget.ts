/**
 * The byte budget of the first pages: `npm run budget` (run by `npm run test:e2e` after its build).
 * Bytes do not vary from run to run, so they are asserted; times are not (bench/ measures them).
 *
 * Starts the real server on the built bundles (a fresh PGlite data folder), signs a participant and
 * the admin in through the API, opens each page of scripts/budgets.json in Debian's Chromium with
 * an empty cache, adds up its scripts' bodies as they came over the wire (brotli as served) and
 * fails, naming the page, its figure and its budget, when one is over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { firstPageScripts, startSiteServer, type Who } from '../bench/support/firstPages';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';

export interface Budgets {
  pages: Record<string, { who: Who; kb: number }>;
}

export const BUDGETS_FILE = path.join(__dirname, 'budgets.json');

export function readBudgets(): Budgets {
  return JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One line per page; the pages over their budget. */
export function judge(figures: { page: string; bytes: number; budgetKb: number }[]): { lines: string[]; over: string[] } {
  const lines = figures.map(({ page, bytes, budgetKb }) => {
    const verdict = bytes > budgetKb * 1024 ? `OVER by ${kb(bytes - budgetKb * 1024)} KB` : 'ok';
    return `${page.padEnd(16)} ${kb(bytes).padStart(7)} KB of ${String(budgetKb).padStart(4)} KB  ${verdict}`;
  });
  const over = figures.filter(({ bytes, budgetKb }) => bytes > budgetKb * 1024).map(({ page, bytes, budgetKb }) => `${page}: ${kb(bytes)} KB, budget ${budgetKb} KB`);
  return { lines, over };
}

async function main() {
  const { pages } = readBudgets();
  const site = await startSiteServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const figures: { page: string; bytes: number; budgetKb: number }[] = [];
    for (const [page, { who, kb: budgetKb }] of Object.entries(pages)) {
      const { landedOn, scripts } = await firstPageScripts(browser, site.origin, page, who);
      if (landedOn !== page) throw new Error(`${page} (${who}) landed on ${landedOn}: the budget is for the page itself`);
      const bytes = scripts.reduce((total, script) => total + script.bytes, 0);
      figures.push({ page, bytes, budgetKb });
      if (process.env.BUDGET_SCRIPTS === '1') for (const s of scripts) console.log(`  ${kb(s.bytes).padStart(6)}  ${s.path}`);
    }
    const { lines, over } = judge(figures);
    console.log(`First pages' scripts on the wire (brotli), against ${path.relative(process.cwd(), BUDGETS_FILE)}:\n${lines.join('\n')}`);
    if (over.length) {
      console.error(`\nOver budget:\n${over.map((line) => `  ${line}`).join('\n')}\nBUDGET_SCRIPTS=1 npm run budget lists each page's scripts.`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await site.stop();
  }
}

if (require.main === module) {
  const deadline = setTimeout(() => {
    console.error('the budget check gave up after 300 s');
    process.exit(1);
  }, 300_000);
  deadline.unref();
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
