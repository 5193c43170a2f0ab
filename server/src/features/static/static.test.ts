import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../test/helpers';
import { createTestDatabase, type TestDatabase } from '../../test/testDb';

/** Built bundles as webpack.shared.js writes them: hashed chunks with .br and .gz siblings. */
const MAIN = 'main.01234567.js';
const SCRIPT = `console.log(${JSON.stringify('a fairly repetitive script '.repeat(40))});`;
const ENTRY = 'var participant = "remote entry";';
const INDEX = '<!doctype html><div id="root"></div>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestDatabase;
let app: FastifyInstance;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));

function writeBuilt(folder: string, file: string, content: string | Buffer, { compressed = false } = {}) {
  const dir = path.join(staticDir, folder, 'dist');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
  if (!compressed) return;
  fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
}

beforeAll(async () => {
  t = await createTestDatabase();
  writeBuilt('host', 'index.html', INDEX, { compressed: true });
  writeBuilt('host', MAIN, SCRIPT, { compressed: true });
  writeBuilt('host', 'favicon.ico', fs.readFileSync(path.join(__dirname, '../../../../host/public/favicon.ico')), { compressed: true });
  writeBuilt('participant-app', 'remoteEntry.js', ENTRY, { compressed: true });
  writeBuilt('host', '.build-hash', 'host sources hash');
  writeBuilt('participant-app', '.build-hash', 'participant sources hash');
  ({ app } = await testApp({ db: t.db, env: { STATIC_DIR: staticDir } }));
  // Probe routes for the API compression rule, shaped like a list answer and a results PDF.
  app.get('/api/test/large', { config: { access: 'public' } }, async () => ({ items: Array.from({ length: 200 }, (_, i) => `item number ${i}`) }));
  app.get('/api/test/pdf', { config: { access: 'public' } }, async (_req, reply) => reply.type('application/pdf').send(Readable.from([Buffer.alloc(5000, 7)])));
}, 60_000);
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('compressed scripts', () => {
  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, else the file itself', async () => {
    const br = await get(`/${MAIN}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await get(`/${MAIN}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(`/${MAIN}`);
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, SCRIPT]);

    for (const res of [br, gzip, plain]) {
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses remote entries too', async () => {
    const res = await get('/remotes/participant/remoteEntry.js', { 'accept-encoding': 'br' });
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'br']);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY);
  });
});

describe('caching', () => {
  it('keeps content-hashed files a year, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(`/${MAIN}`, { 'accept-encoding': encoding });
      expect([encoding, res.headers['cache-control']]).toEqual([encoding, IMMUTABLE]);
    }
  });

  it('revalidates index.html, the SPA fallback, remoteEntry.js and the favicon, answering 304 when unchanged', async () => {
    for (const url of ['/', '/login', '/portal?x=1', '/remotes/participant/remoteEntry.js', '/favicon.ico']) {
      const first = await get(url, { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' });
      expect([url, first.statusCode, first.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      const again = await get(url, { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip', 'if-none-match': String(first.headers.etag) });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
    }
    const index = await get('/login', { accept: 'text/html' });
    expect([index.headers['content-type'], index.body]).toEqual(['text/html; charset=utf-8', INDEX]);
  });

  it('/remotes.json is revalidated with an ETag of its content', async () => {
    const first = await get('/remotes.json');
    expect([first.statusCode, first.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(first.json().participant).toEqual({ entry: '/remotes/participant/remoteEntry.js', version: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/remotes.json', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/remotes.json', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    // A redeployed remote entry changes the manifest, so the old ETag no longer matches.
    fs.writeFileSync(path.join(staticDir, 'participant-app', 'dist', 'remoteEntry.js'), 'var participant = "v2";');
    const changed = await get('/remotes.json', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('favicon', () => {
  it('is an icon file', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // ICONDIR: reserved 0, type 1 (icon).
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});

describe("the build's bookkeeping", () => {
  it.each(['/.build-hash', '/remotes/participant/.build-hash'])('%s is not served', async (url) => {
    const res = await get(url);
    expect([res.statusCode, res.body.includes('sources hash')]).toEqual([404, false]);
  });
});

describe('API answers', () => {
  it('are compressed over 1 KB when the client accepts it', async () => {
    const br = await get('/api/test/large', { 'accept-encoding': 'br, gzip' });
    expect([br.statusCode, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'accept-encoding']);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).items).toHaveLength(200);
    expect((await get('/api/test/large')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/app-config', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('leave PDFs as they are', async () => {
    const pdf = await get('/api/test/pdf', { 'accept-encoding': 'br, gzip' });
    expect([pdf.statusCode, pdf.headers['content-encoding'], pdf.rawPayload.length]).toEqual([200, undefined, 5000]);
  });
});

describe('HEAD', () => {
  const headers = { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' };
  // Date differs by the second; the rest of the headers is the page's own.
  const withoutDate = (all: Record<string, unknown>) => Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'date'));

  it.each(['/', '/login', '/portal', `/${MAIN}`, '/remotes/participant/remoteEntry.js', '/remotes.json', '/favicon.ico'])(
    '%s answers HEAD with the status and headers of GET, and no body',
    async (url) => {
      const get = await app.inject({ method: 'GET', url, headers });
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect([url, get.statusCode]).toEqual([url, 200]);
      expect([url, head.statusCode]).toEqual([url, get.statusCode]);
      expect(withoutDate(head.headers)).toEqual(withoutDate(get.headers));
      expect(head.rawPayload.length).toBe(0);
    },
  );

  it('answers a revalidation as GET does', async () => {
    const first = await app.inject({ method: 'GET', url: '/login', headers });
    const head = await app.inject({ method: 'HEAD', url: '/login', headers: { ...headers, 'if-none-match': String(first.headers.etag) } });
    expect([head.statusCode, head.rawPayload.length]).toEqual([304, 0]);
  });

  it('is not a page under /api', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/api/nothing-here', headers });
    expect(head.statusCode).toBe(404);
  });
});
