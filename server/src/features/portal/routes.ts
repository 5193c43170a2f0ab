import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PortalDataResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser, resolveTargetUser } from '../../http/auth';
import { route } from '../../http/route';
import { findPortalData } from './service';

/** The participant's home page data (SPEC.md section 7 "/api/portal-data"). */
export async function portalRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Any signed-in user, about themselves; an admin or the user's team leader may name them (UserEmail).
  route(app, {
    url: '/api/portal-data',
    compress: false,
    access: 'viewUser',
    handler: async (req): Promise<PortalDataResponse> => {
      const user = await resolveTargetUser({ req, db, rule: 'viewUser' });
      return findPortalData({ db, reads: app.reads, user, sessionHash: requireUser(req).tokenHash });
    },
  });
}
