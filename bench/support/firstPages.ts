/**
 * What the front-end checks share: the real server with the built bundles on a fresh PGlite data
 * folder, a participant and the admin signed in through the API, and the scripts a first page
 * loads, counted as frontend.bench.ts counts them (response bodies of type Script as they came over
 * the wire, brotli as the server sends them; KB = 1024 bytes). Used by scripts/budget.ts (which
 * asserts the bytes) and lighthouse.bench.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { ChildServer } from '../../server/src/test/childServer';
import { ADMIN, freshEngine, startServer, type Engine } from './server';

const ROOT = path.resolve(__dirname, '..', '..');

export const PARTICIPANT = { name: 'Bench Participant', email: 'participant@bench.test', password: 'bench-password-1' };

export type Who = 'guest' | 'participant' | 'admin';

/** The server serving the built bundles, with a participant registered; stop() also deletes its data. */
export async function startSiteServer(): Promise<{ server: ChildServer; origin: string; stop(): Promise<void> }> {
  if (!fs.existsSync(path.join(ROOT, 'host', 'dist', 'index.html'))) throw new Error('no built bundles: run `npm run build` first');
  const engine: Engine = await freshEngine('PGlite');
  const server = await startServer(engine, { STATIC_DIR: ROOT });
  const stop = async () => {
    await server.stop();
    await engine.drop();
  };
  try {
    await postJson(`${server.url}/api/register`, PARTICIPANT);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, origin: server.url, stop };
}

async function postJson(url: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A session made through the API, as the cookies the shell would store after signing in. */
export async function sessionCookies(origin: string, who: Exclude<Who, 'guest'>) {
  const { email, password } = who === 'admin' ? ADMIN : PARTICIPANT;
  const session = await postJson(`${origin}/api/login`, { email, password });
  return ['access_token', 'email', 'admin', 'team_id', 'user_id'].map((name) => ({ name, value: encodeURIComponent(String(session[name])), url: origin }));
}

export interface ScriptLoad {
  /** Path of the script, from the site's root. */
  path: string;
  /** Its body as it came over the wire (compressed), without headers. */
  bytes: number;
}

/**
 * The scripts `page` loads until the network is idle and the page shows its own text, in a new
 * context with an empty cache, over loopback.
 */
export async function firstPageScripts(browser: Browser, origin: string, page: string, who: Who): Promise<{ landedOn: string; scripts: ScriptLoad[] }> {
  const context = await browser.newContext();
  try {
    if (who !== 'guest') await context.addCookies(await sessionCookies(origin, who));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { url: string; type?: string; headers: number; wire?: number }>();
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, headers: 0 }));
    cdp.on('Network.responseReceived', (e) => {
      const request = requests.get(e.requestId);
      if (!request) return;
      request.type = e.type;
      request.headers = e.response.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = requests.get(e.requestId);
      if (request) request.wire = e.encodedDataLength;
    });
    await tab.goto(origin + page, { waitUntil: 'networkidle', timeout: 60_000 });
    // The page's own text, not only the shell's chrome or a loading status.
    await tab.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return Boolean(root && root.innerText.trim() && !root.querySelector('[role="status"]'));
      },
      undefined,
      { timeout: 30_000 },
    );
    const scripts = [...requests.values()]
      .filter((r) => r.type === 'Script' && r.wire !== undefined)
      .map((r) => ({ path: new URL(r.url).pathname, bytes: r.wire! - r.headers }))
      .sort((a, b) => b.bytes - a.bytes);
    return { landedOn: new URL(tab.url()).pathname, scripts };
  } finally {
    await context.close();
  }
}
