import type { FastifyReply } from 'fastify';

/** A PDF: never cached, saved as `fileName` (or shown in the browser when `inline`). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer, { inline = false } = {}) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
