import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RemotesManifest } from 'shared-api/contract';
import type { Config } from '../../config';

const REMOTES = [
  { name: 'participant', folder: 'participant-app', urlKey: 'remoteParticipantUrl' },
  { name: 'admin', folder: 'admin-app', urlKey: 'remoteAdminUrl' },
] as const;

/**
 * webpack.shared.js names every built chunk `[name].[contenthash:8].js`: such a name never
 * changes content, so browsers keep it a year without asking. Every other file (index.html,
 * remoteEntry.js, the favicon...) names the hashed ones or may change at a deployment, so it is
 * revalidated on each use (ETag/Last-Modified make that a 304).
 */
const HASHED_NAME = /\.[0-9a-f]{8}\.\w/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** preCompressed sends main.js.br for main.js: the caching rule follows the name asked for. */
function setStaticHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  const requested = path.basename(filePath).replace(/\.(br|gz)$/, '');
  res.setHeader('Cache-Control', HASHED_NAME.test(requested) ? IMMUTABLE : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * The build writes .br and .gz beside each script, style, HTML, JSON and icon (webpack.shared.js);
 * @fastify/static picks the best one the browser accepts, or the file itself. A dot file in dist is
 * the build's bookkeeping (.build-hash, scripts/build.ts), not part of the site.
 */
const STATIC_OPTIONS = { index: false, cacheControl: false, preCompressed: true, dotfiles: 'ignore', setHeaders: setStaticHeaders } as const;

const versions = new Map<string, { mtimeMs: number; version: string }>();

/** Content hash of the entry file, cached by mtime: changes exactly when a remote is redeployed. */
function fileVersion(file: string): string {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = versions.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.version;
    const version = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
    versions.set(file, { mtimeMs, version });
    return version;
  } catch {
    return 'missing';
  }
}

/**
 * The host bundle at /, each remote at /remotes/<name>/, the manifest at /remotes.json, and
 * index.html for any other GET that asks for HTML (client-side routes). Missing bundles only
 * log a hint, so the API works before `npm run build`.
 */
export async function staticRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const hostDist = path.join(config.staticDir, 'host', 'dist');
  const indexHtml = path.join(hostDist, 'index.html');
  const missing: string[] = [];

  // Registered even before a build: it also gives every reply sendFile, which sendIndex uses.
  if (!fs.existsSync(hostDist)) missing.push(hostDist);
  await app.register(fastifyStatic, { root: hostDist, prefix: '/', ...STATIC_OPTIONS });

  for (const remote of REMOTES) {
    const dist = path.join(config.staticDir, remote.folder, 'dist');
    if (!fs.existsSync(dist)) {
      missing.push(dist);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote.name}/`,
      decorateReply: false,
      ...STATIC_OPTIONS,
    });
  }
  if (missing.length) app.log.warn({ missing }, 'front-end bundles not built; the API works, run `npm run build` for the app');

  app.get('/remotes.json', async (req, reply) => {
    const manifest: RemotesManifest = {};
    for (const remote of REMOTES) {
      const file = path.join(config.staticDir, remote.folder, 'dist', 'remoteEntry.js');
      manifest[remote.name] = { entry: config[remote.urlKey] ?? `/remotes/${remote.name}/remoteEntry.js`, version: fileVersion(file) };
    }
    const body = JSON.stringify(manifest);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/privacy', async (_req, reply) => reply.redirect('/privacy-policy.html', 302));

  app.get('/', async (_req, reply) => sendIndex(reply, indexHtml));
}

/**
 * For the not-found handler: a GET outside /api that accepts HTML is a client-side route, and so
 * is a HEAD asking the same (a page answers HEAD as it answers GET, without the body).
 */
export function isSpaRequest(req: { method: string; url: string; headers: { accept?: string } }): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && req.url !== '/api' && (req.headers.accept ?? '').includes('text/html');
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * index.html through @fastify/static, so it gets the same validators and revalidation as the files
 * (and, for a HEAD, the same headers without the body).
 */
export function sendIndex(reply: FastifyReply, indexHtml: string) {
  if (!fs.existsSync(indexHtml)) {
    return reply.status(503).type('text/plain; charset=utf-8').send('The front end is not built yet: run `npm run build`.');
  }
  return reply.sendFile(path.basename(indexHtml), path.dirname(indexHtml));
}
