import type { FastifyRequest } from 'fastify';

/**
 * The URL as the request log keeps it: every query value replaced, its name kept. Links carry
 * single-use credentials in their query (the identity provider's code and state, reset and
 * welcome codes, PDF and receipt tokens, a test checkout's session), and a log is read by more
 * people, and kept longer, than the accounts those open.
 */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=[redacted]` : pair))
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
export const logRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: redactedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
