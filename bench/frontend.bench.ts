/**
 * Front-end benchmark: prints figures, asserts nothing. Needs the built bundles (`npm run build`
 * first); builds nothing itself. `npm run bench:frontend -w bench` (README.md here).
 *
 * Starts the real server (`server/src/main.ts`) on loopback, a free port and a fresh PGlite data
 * folder, then opens each first page in Debian's Chromium with an empty cache, once over loopback
 * and once over an emulated slow link, and reports per page: scripts, their bytes on the wire and
 * decoded, everything on the wire, and the time until the page shows its own text.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';
import { printTable } from './table';

const ROOT = path.resolve(__dirname, '..');
const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };
const PARTICIPANT = { name: 'Bench Participant', email: 'participant@bench.test', password: 'bench-password-1' };
/** The whole run gives up after this long: a bench must stop by itself. */
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 300_000);
/** BENCH_SCRIPTS=1: each loopback page's scripts and their KB on the wire, to stderr (what a budget change moved). */
const LIST_SCRIPTS = process.env.BENCH_SCRIPTS === '1';

type Who = 'guest' | 'participant' | 'admin';
const PAGES: { path: string; who: Who }[] = [
  { path: '/login', who: 'guest' },
  { path: '/register', who: 'guest' },
  { path: '/reset-request', who: 'guest' },
  { path: '/welcome', who: 'participant' },
  { path: '/portal', who: 'participant' },
  { path: '/pre-assessment', who: 'participant' },
  { path: '/admin', who: 'admin' },
];

/** A slow mobile link (DevTools' old "Fast 3G"): 1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT. */
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

interface Measure {
  page: string;
  link: 'loopback' | 'slow';
  landedOn: string;
  scripts: number;
  /** Response bodies as sent (compressed), without headers: the budget's figure. */
  scriptWire: number;
  scriptDecoded: number;
  requests: number;
  /** Everything received, headers included. */
  wire: number;
  firstTextMs: number;
  errors: number;
  largest: string;
}

const progress = (text: string) => process.stderr.write(`${text}\n`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
      RATE_LIMIT_PER_IP: '0',
      LOG_LEVEL: 'warn',
    },
  });
}

async function postJson(url: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Logs in through the API and stores the session cookies as the shell would. */
async function sessionCookies(origin: string, who: Exclude<Who, 'guest'>) {
  const { email, password } = who === 'admin' ? ADMIN : PARTICIPANT;
  const session = await postJson(`${origin}/api/login`, { email, password });
  return ['access_token', 'email', 'admin', 'team_id', 'user_id'].map((name) => ({ name, value: encodeURIComponent(String(session[name])), url: origin }));
}

/** Byte counts of every request of one page load, from the DevTools protocol. */
function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, { url: string; type?: string; headers: number; decoded: number; wire?: number }>();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, headers: 0, decoded: 0 }));
  cdp.on('Network.responseReceived', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    request.type = e.type;
    // What had arrived when the response began: its headers.
    request.headers = e.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.wire = e.encodedDataLength;
  });
  return requests;
}

/**
 * The moment the page shows text of its own: #root has text and no loading status is left (the
 * shell's chrome and "Loading…" alone do not count). Milliseconds from navigation start.
 */
const FIRST_TEXT_PROBE = `(() => {
  const check = () => {
    const root = document.getElementById('root');
    if (!root || window.__firstText !== undefined) return;
    if (root.innerText.trim() && !root.querySelector('[role="status"]')) window.__firstText = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

async function measure(browser: Browser, origin: string, target: (typeof PAGES)[number], link: Measure['link']): Promise<Measure> {
  const context: BrowserContext = await browser.newContext();
  try {
    if (target.who !== 'guest') await context.addCookies(await sessionCookies(origin, target.who));
    await context.addInitScript(FIRST_TEXT_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (link === 'slow') await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    const requests = recordNetwork(cdp);
    let errors = 0;
    page.on('pageerror', () => errors++);
    page.on('console', (message) => message.type() === 'error' && errors++);
    await page.goto(origin + target.path, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForFunction(() => (window as { __firstText?: number }).__firstText !== undefined, undefined, { timeout: 30_000 });
    const firstTextMs = await page.evaluate(() => (window as unknown as { __firstText: number }).__firstText);
    const done = [...requests.values()].filter((r) => r.wire !== undefined);
    const scripts = done.filter((r) => r.type === 'Script');
    const body = (r: (typeof done)[number]) => r.wire! - r.headers;
    const bySize = [...scripts].sort((a, b) => body(b) - body(a));
    const largest = bySize[0];
    if (LIST_SCRIPTS && link === 'loopback') for (const r of bySize) progress(`  ${kb(body(r)).padStart(6)}  ${new URL(r.url).pathname}`);
    const sum = (list: typeof done, size: (r: (typeof done)[number]) => number) => list.reduce((total, r) => total + size(r), 0);
    return {
      page: target.path,
      link,
      landedOn: new URL(page.url()).pathname,
      scripts: scripts.length,
      scriptWire: sum(scripts, body),
      scriptDecoded: sum(scripts, (r) => r.decoded),
      requests: done.length,
      wire: sum(done, (r) => r.wire!),
      firstTextMs,
      errors,
      largest: largest ? `${path.basename(new URL(largest.url).pathname)} ${kb(body(largest))}` : '',
    };
  } finally {
    await context.close();
  }
}

function print(rows: Measure[]): void {
  printTable(
    ['page', 'link', 'scripts', 'script KB wire', 'script KB decoded', 'requests', 'all KB + headers', 'first text ms', 'errors', 'largest script (KB wire)'],
    rows.map((m) => [
      m.landedOn === m.page ? m.page : `${m.page} → ${m.landedOn}`,
      m.link,
      String(m.scripts),
      kb(m.scriptWire),
      kb(m.scriptDecoded),
      String(m.requests),
      kb(m.wire),
      m.firstTextMs.toFixed(0),
      String(m.errors),
      m.largest,
    ]),
    [0, 1, 9],
  );
}

async function main() {
  const hostIndex = path.join(ROOT, 'host', 'dist', 'index.html');
  if (!fs.existsSync(hostIndex)) throw new Error('no built bundles: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-frontend-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir);
  let browser: Browser | undefined;
  const deadline = setTimeout(() => {
    progress(`gave up after ${DEADLINE_MS} ms`);
    server.kill('SIGKILL');
    process.exit(1);
  }, DEADLINE_MS);
  try {
    await waitForHealth(origin, server);
    await postJson(`${origin}/api/register`, PARTICIPANT);
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    console.log(`Chromium ${browser.version()}, Node ${process.version}, ${os.cpus().length} cores; empty cache per page\n`);
    const rows: Measure[] = [];
    for (const link of ['loopback', 'slow'] as const) {
      for (const target of PAGES) {
        progress(`${link} ${target.path} ...`);
        rows.push(await measure(browser, origin, target, link));
      }
    }
    print(rows);
  } finally {
    clearTimeout(deadline);
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode !== null ? done(null) : server.once('exit', done)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
