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

/** remoteEntry.js and index.html name the hashed chunks, so they must always be revalidated. */
function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  const base = path.basename(filePath);
  res.setHeader('Cache-Control', base === 'remoteEntry.js' || base === 'index.html' ? 'no-cache' : 'public, max-age=0');
}

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

  if (fs.existsSync(hostDist)) {
    await app.register(fastifyStatic, { root: hostDist, prefix: '/', index: false, cacheControl: false, setHeaders: setCacheHeaders });
  } else missing.push(hostDist);

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
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  if (missing.length) app.log.warn({ missing }, 'front-end bundles not built; the API works, run `npm run build` for the app');

  app.get('/remotes.json', async (_req, reply): Promise<RemotesManifest> => {
    reply.header('Cache-Control', 'no-cache');
    const manifest: RemotesManifest = {};
    for (const remote of REMOTES) {
      const file = path.join(config.staticDir, remote.folder, 'dist', 'remoteEntry.js');
      manifest[remote.name] = { entry: config[remote.urlKey] ?? `/remotes/${remote.name}/remoteEntry.js`, version: fileVersion(file) };
    }
    return manifest;
  });

  app.get('/privacy', async (_req, reply) => reply.redirect('/privacy-policy.html', 302));

  app.get('/', async (_req, reply) => sendIndex(reply, indexHtml));
}

/** For the not-found handler: a GET outside /api that accepts HTML is a client-side route. */
export function isSpaRequest(req: { method: string; url: string; headers: { accept?: string } }): boolean {
  return req.method === 'GET' && !req.url.startsWith('/api/') && req.url !== '/api' && (req.headers.accept ?? '').includes('text/html');
}

export function sendIndex(reply: FastifyReply, indexHtml: string) {
  if (!fs.existsSync(indexHtml)) {
    return reply.status(503).type('text/plain; charset=utf-8').send('The front end is not built yet: run `npm run build`.');
  }
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml));
}
