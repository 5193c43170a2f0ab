import type { FastifyReply } from 'fastify';
import { tsvStream, type Cell } from '../exports/tsv';

/** A download: tab-separated, UTF-8 with a BOM, streamed, never cached, saved as `fileName`. */
export function sendTsv(reply: FastifyReply, fileName: string, { header, pages }: { header: readonly Cell[]; pages: AsyncIterable<readonly (readonly Cell[])[]> }) {
  return reply
    .type('text/tab-separated-values; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(tsvStream(header, pages));
}
