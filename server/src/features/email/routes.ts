import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { outboxQuerySchema, type OutboxResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { route } from '../../http/route';
import { listOutbox } from './queue';

export async function emailRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    method: 'GET',
    url: '/api/outbox',
    access: 'admin',
    input: { schema: outboxQuerySchema },
    handler: async (_req, { to, limit }): Promise<OutboxResponse> => ({ messages: await listOutbox({ db, to: to || undefined, limit }) }),
  });
}
