import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resultsRequestSchema, type IndividualResultsResponse } from 'shared-api/contract';
import type { DB } from '../../../db/types';
import { requireUser } from '../../../http/auth';
import { allows } from '../../../http/authorize';
import { AppError } from '../../../http/errors';
import { requestLanguage } from '../../../http/language';
import { route } from '../../../http/route';
import { renderResultsPdf } from './pdf';
import { verifyPdfToken } from './pdfToken';
import { findIndividualResults, findUserReport, resolveResultsUser } from './results';

export async function resultsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Own results for everyone; an admin or the user's team leader may name a user (UserID /
  // UserEmail); only those who may skip the open checks (admins) override activation.
  route(app, {
    url: '/api/individual-results',
    access: 'viewUser',
    input: { schema: resultsRequestSchema },
    handler: async (req, { UserID, OverrideActive }): Promise<IndividualResultsResponse> => {
      const caller = requireUser(req);
      const user = await resolveResultsUser({ req, db, userId: UserID });
      const override = allows(caller, 'skipOpenChecks') && OverrideActive;
      return findIndividualResults({ db, user, language: requestLanguage(req), override, sessionHash: caller.tokenHash });
    },
  });

  // Public on purpose: it is opened as a plain link (no Authorization header); the signed token
  // from individual-results is the authority, names the user and dies with its session.
  route(app, {
    method: 'GET',
    url: '/api/individual-results-pdf',
    access: 'public',
    handler: async (req, _input, reply) => {
      const userId = await verifyPdfToken({ db, token: (req.query as Record<string, unknown>).token });
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      const found = user ? await findUserReport({ db, user, language: user.language }) : null;
      if (!user || !found) throw new AppError('NOT_FOUND');
      const pdf = await renderResultsPdf({ ...found, language: user.language });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="innovation-results.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
