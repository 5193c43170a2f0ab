import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised and compressed once, for content that only changes with its rows. */
export interface Prepared {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** As app.ts's compression: answers under 1 KB go as they are. */
const THRESHOLD = 1024;
type Encoding = 'br' | 'gzip';

export function prepare(value: unknown): Prepared {
  const json = Buffer.from(JSON.stringify(value));
  if (json.length < THRESHOLD) return { json };
  return {
    json,
    br: zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzip: zlib.gzipSync(json, { level: 9 }),
  };
}

/** Browsers send one of a handful of headers: each is read once. */
const picked = new Map<string, Encoding | null>();
const MAX_PICKED = 1000;

/** br, else gzip, when Accept-Encoding takes it (a q of 0 refuses; '*' takes any). */
export function pickEncoding(header: string | undefined): Encoding | null {
  const key = header ?? '';
  let encoding = picked.get(key);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(key);
    if (picked.size >= MAX_PICKED) picked.clear();
    picked.set(key, encoding);
  }
  return encoding;
}

function readAcceptEncoding(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.toLowerCase().split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

export function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: Prepared) {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!prepared.br) return reply.send(prepared.json);
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(prepared.json);
  return reply.header('content-encoding', encoding).send(prepared[encoding]);
}
