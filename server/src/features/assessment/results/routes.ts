import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IndividualResultsResponse } from 'shared-api/contract';
import type { DB } from '../../../db/types';
import { requireUser } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { requestLanguage } from '../../../http/language';
import { readFlagParam } from '../../../http/params';
import { renderResultsPdf } from './pdf';
import { verifyPdfToken } from './pdfToken';
import { findIndividualResults, findUserReport, resolveResultsUser } from './results';

export async function resultsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Own results for everyone; an admin may name a user (UserID / UserEmail) and override activation.
  app.post('/api/individual-results', { config: { access: 'user' } }, async (req): Promise<IndividualResultsResponse> => {
    const caller = requireUser(req);
    const user = await resolveResultsUser({ req, db });
    const override = caller.admin && readFlagParam(req, 'OverrideActive');
    return findIndividualResults({ db, user, language: requestLanguage(req), override });
  });

  // Public on purpose: it is opened as a plain link (no Authorization header); the signed,
  // expiring token from individual-results is the authority, and names the user.
  app.get('/api/individual-results-pdf', { config: { access: 'public' } }, async (req, reply) => {
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
  });
}
