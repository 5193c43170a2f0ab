import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * A remote can be redeployed alone (DESIGN.md): the admin remote is built twice, with different
 * labels, beside one host build. Switching /remotes.json from build A to build B changes what the
 * page shows after a reload; the host is never rebuilt. The page runs under the product's CSP
 * (script-src 'self'), and the remote renders in the host's language, which shows that the i18n
 * context (shared-ui) and the store (shared-api) are shared singletons.
 */

const ROOT = resolve(__dirname, '..');
const HOST_DIST = join(ROOT, 'host', 'dist');
const PARTICIPANT_DIST = join(ROOT, 'participant-app', 'dist');
const run = promisify(execFile);
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

let work: string;
let server: Server;
let origin: string;
let manifest: Record<string, { entry: string; version: string }>;
const builds: Record<'A' | 'B', string> = { A: '', B: '' };

function webpack(args: string[], env: Record<string, string>) {
  return run(process.execPath, [require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] }), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
}

function buildAdmin(label: 'A' | 'B') {
  const out = join(work, `admin-${label.toLowerCase()}`);
  builds[label] = out;
  return webpack(['--mode', 'production', '--devtool', 'false', '-c', join(ROOT, 'admin-app', 'webpack.config.js')], {
    REMOTE_OUTPUT_DIR: out,
    REMOTE_PUBLIC_PATH: `/remotes/admin-${label.toLowerCase()}/`,
    REMOTE_BUILD_LABEL: label,
  });
}

/** Serves a file below dir, or returns false. */
function sendFile(dir: string, rel: string, res: import('node:http').ServerResponse): boolean {
  const file = normalize(join(dir, rel));
  if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return false;
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Security-Policy': CSP,
    // remoteEntry.js keeps its name across builds; everything else is content-hashed.
    'Cache-Control': rel.endsWith('remoteEntry.js') || rel.endsWith('.html') ? 'no-cache' : 'max-age=31536000, immutable',
  });
  createReadStream(file).pipe(res);
  return true;
}

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Security-Policy': CSP });
  res.end(JSON.stringify(body));
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'remote-swap-'));
  // The host is built once (by `npm run build`, or here if missing) and never again.
  if (!existsSync(join(HOST_DIST, 'index.html'))) {
    await webpack(['--mode', 'production', '-c', join(ROOT, 'host', 'webpack.config.js')], {});
  }
  await Promise.all([buildAdmin('A'), buildAdmin('B')]);
  if (!existsSync(join(PARTICIPANT_DIST, 'remoteEntry.js'))) {
    await webpack(['--mode', 'production', '-c', join(ROOT, 'participant-app', 'webpack.config.js')], {});
  }

  const participant = { entry: '/remotes/participant/remoteEntry.js', version: 'current' };
  manifest = { participant, admin: { entry: '/remotes/admin-a/remoteEntry.js', version: 'A' } };
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = decodeURIComponent(url.pathname);
    if (path === '/remotes.json') return json(res, 200, manifest);
    // The few calls the shell makes: who am I (in Spanish), and the support address.
    if (path === '/api/me') {
      return json(res, 200, { user_id: 1, name: 'Ada', email: 'admin@swap.test', admin: true, teamLeader: false, teamLead: [], team_id: 1, language: 'SPA', first_login: false });
    }
    if (path === '/api/app-config') return json(res, 200, { supportEmail: 'help@swap.test', stripeTestMode: true, currency: 'usd' });
    if (path.startsWith('/api/')) return json(res, 404, { error: 'NOT_FOUND', message: 'stub' });
    if (path.startsWith('/remotes/participant/')) {
      if (sendFile(PARTICIPANT_DIST, path.slice('/remotes/participant/'.length), res)) return;
      return json(res, 404, { error: 'NOT_FOUND', message: path });
    }
    for (const label of ['A', 'B'] as const) {
      const prefix = `/remotes/admin-${label.toLowerCase()}/`;
      if (path.startsWith(prefix)) {
        if (sendFile(builds[label], path.slice(prefix.length), res)) return;
        return json(res, 404, { error: 'NOT_FOUND', message: path });
      }
    }
    if (path !== '/' && sendFile(HOST_DIST, path.slice(1), res)) return;
    sendFile(HOST_DIST, 'index.html', res); // single-page app fallback
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the admin remote is swapped by the manifest alone, under script-src self', async ({ page, context }) => {
  const hostIndexBefore = readFileSync(join(HOST_DIST, 'index.html'), 'utf8');
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));

  await context.addCookies(
    Object.entries({ access_token: 'swap-token', email: 'admin@swap.test', admin: 'true', team_id: '1', user_id: '1' }).map(
      ([name, value]) => ({ name, value, url: origin }),
    ),
  );

  await page.goto(`${origin}/admin`);
  const frame = page.locator('[data-remote="admin"]');
  await expect(frame).toHaveAttribute('data-build-label', 'A');
  await expect(page.getByText('Versión A')).toBeVisible();
  // One i18n context: the remote speaks the language the host chose (the user's, SPA).
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(page.locator('[data-card]')).toHaveCount(11);
  await expect(page.getByText('admin@swap.test')).toBeVisible();

  // Redeploy: only the manifest changes.
  manifest = { ...manifest, admin: { entry: '/remotes/admin-b/remoteEntry.js', version: 'B' } };
  await page.reload();
  await expect(frame).toHaveAttribute('data-build-label', 'B');
  await expect(page.getByText('Versión B')).toBeVisible();
  await expect(page.getByText('Versión A')).toHaveCount(0);

  expect(readFileSync(join(HOST_DIST, 'index.html'), 'utf8')).toBe(hostIndexBefore);
  expect(problems).toEqual([]);
});

test('a visitor asking for /admin is sent to the participant login page', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('origin'))).toBe('/admin');
  expect(problems).toEqual([]);
});
