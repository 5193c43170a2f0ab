import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PortalDataResponse } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser, resolveTargetUser } from '../../http/auth';
import { findPortalData } from './service';

/** The participant's home page data (SPEC.md section 7 "/api/portal-data"). */
export async function portalRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Any logged-in user, about themselves; an admin may look at someone's portal via UserEmail.
  app.post('/api/portal-data', { config: { access: 'user' } }, async (req): Promise<PortalDataResponse> => {
    requireUser(req);
    const user = await resolveTargetUser({ req, db });
    return findPortalData({ db, user });
  });
}
