import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { OutboxResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireAdmin } from '../../http/auth';
import { listOutbox } from './queue';

export async function emailRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.get<{ Querystring: { to?: string; limit?: number } }>(
    '/api/outbox',
    {
      config: { access: 'admin' },
      schema: {
        querystring: {
          type: 'object',
          properties: { to: { type: 'string', maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 200 } },
        },
      },
    },
    async (req): Promise<OutboxResponse> => {
      requireAdmin(req);
      return { messages: await listOutbox({ db, to: req.query.to?.trim() || undefined, limit: req.query.limit ?? 50 }) };
    },
  );
}
