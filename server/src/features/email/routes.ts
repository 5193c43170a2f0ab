import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { outboxQuerySchema, outboxRetrySchema, type MsgResponse, type OutboxResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestLanguage, requestText } from '../../http/language';
import { route } from '../../http/route';
import { emailMessage } from '../../http/targets';
import { listOutbox } from './listOutbox';
import { retryEmail } from './retryEmail';

/**
 * The outbox (issue 11): the queue as it stands, for admins whole and for a team leader the
 * messages to their teams' participants; a failed message can be queued again by whoever may act
 * on its recipient (a message to no account: admins). Links show as a marker to everyone.
 */
export async function emailRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    method: 'GET',
    url: '/api/outbox',
    access: 'manageTeam',
    callersOwn: true,
    input: { schema: outboxQuerySchema },
    handler: async (req, { to, status, limit }): Promise<OutboxResponse> => {
      const caller = requireUser(req);
      const teamIds = caller.admin ? undefined : caller.teamLead;
      return { messages: await listOutbox({ db, to: to || undefined, status, limit, teamIds, language: requestLanguage(req) }) };
    },
  });

  route(app, {
    url: '/api/outbox-retry',
    access: 'manageUser',
    input: { schema: outboxRetrySchema },
    target: emailMessage(({ EmailID }) => EmailID),
    handler: async (req, { EmailID }): Promise<MsgResponse> => {
      await retryEmail({ db, id: EmailID, actor: requireUser(req) });
      return { msg: requestText(req, 'outbox.retried') };
    },
  });
}
