import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { outboxQuerySchema, outboxRetrySchema, type MsgResponse, type OutboxResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { authorize } from '../../http/authorize';
import { requestText } from '../../http/language';
import { route } from '../../http/route';
import { listOutbox } from './outbox';
import { retryEmail } from './retryEmail';

/**
 * The outbox (issue 11): the queue as it stands, for admins whole and for a team leader the
 * messages to their teams' users; a failed message can be queued again.
 */
export async function emailRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    method: 'GET',
    url: '/api/outbox',
    access: 'manageTeam',
    input: { schema: outboxQuerySchema },
    handler: async (req, { to, status, limit }): Promise<OutboxResponse> => {
      const caller = requireUser(req);
      return { messages: await listOutbox({ db, to: to || undefined, status, limit, teamIds: caller.admin ? undefined : caller.teamLead }) };
    },
  });

  route(app, {
    url: '/api/outbox-retry',
    access: 'manageTeam',
    input: { schema: outboxRetrySchema },
    handler: async (req, { EmailID }): Promise<MsgResponse> => {
      const caller = requireUser(req);
      await retryEmail({
        db,
        id: EmailID,
        actor: caller,
        // A recipient with no account is the admins' to retry.
        authorizeTeam: (teamId) => (teamId === undefined ? authorize(caller, 'admin') : authorize(caller, 'manageTeam', { teamId })),
      });
      return { msg: requestText(req, 'outbox.retried') };
    },
  });
}
