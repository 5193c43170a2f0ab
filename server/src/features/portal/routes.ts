import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PortalDataResponse } from 'shared-api/contract';
import type { DB, User } from '../../db/types';
import { requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { subject } from '../../http/targets';
import { findPortalData } from './findPortalData';

/** The participant's home page data (SPEC.md section 7 "/api/portal-data"). */
export async function portalRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Any signed-in user, about themselves; an admin or a leader of a participant may name them (UserEmail).
  route(app, {
    url: '/api/portal-data',
    compress: false,
    access: 'viewUser',
    target: subject('viewUser'),
    handler: async (req, _input, _reply, user: User): Promise<PortalDataResponse> => {
      return findPortalData({ db, reads: app.reads, user, sessionHash: requireUser(req).tokenHash });
    },
  });
}
