import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { editAccountSchema, type EditAccountResponse, type LogoutEverywhereResponse, type SessionsResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { revokeUserSessions } from '../auth';
import { listSessions } from './listSessions';
import { renameAccount } from './renameAccount';

/** The account page (issue 24): every signed-in user's own name and sessions. */
export async function ownAccountRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: '/api/edit-account',
    access: 'signedIn',
    input: { schema: editAccountSchema },
    handler: async (req, { name }): Promise<EditAccountResponse> => renameAccount({ db, userId: requireUser(req).id, name }),
  });

  route(app, {
    url: '/api/sessions',
    access: 'signedIn',
    handler: async (req): Promise<SessionsResponse> => listSessions({ db, user: requireUser(req) }),
  });

  route(app, {
    url: '/api/logout-everywhere',
    access: 'signedIn',
    handler: async (req): Promise<LogoutEverywhereResponse> => ({ ok: true, ended: await revokeUserSessions({ db, userId: requireUser(req).id }) }),
  });
}
