import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resultsRequestSchema, type IndividualResultsResponse } from 'shared-api/contract';
import type { DB, User } from '../../../db/types';
import { requireUser } from '../../../http/auth';
import { allows } from '../../../http/authorize';
import { AppError } from '../../../http/errors';
import { requestLanguage } from '../../../http/language';
import { route } from '../../../http/route';
import { subject } from '../../../http/targets';
import { recordUserRead } from '../../audit';
import { renderResultsPdf } from './pdf';
import { verifyPdfToken } from './pdfToken';
import { findIndividualResults, findUserReport } from './results';

export async function resultsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Own results for everyone; an admin or a leader of a participant may name them (UserID, else
  // UserEmail / user_email); only those who may skip the open checks (admins) override activation.
  route(app, {
    url: '/api/individual-results',
    access: 'viewUser',
    input: { schema: resultsRequestSchema },
    target: subject('viewUser'),
    handler: async (req, { OverrideActive }, _reply, user: User): Promise<IndividualResultsResponse> => {
      const caller = requireUser(req);
      const override = allows(caller, 'skipOpenChecks') && OverrideActive;
      const results = await findIndividualResults({ db, user, language: requestLanguage(req), override, sessionHash: caller.tokenHash });
      await recordUserRead(db, caller, 'resultsViewed', { id: user.id, email: user.email, teamId: user.team_id });
      return results;
    },
  });

  // Public on purpose: it is opened as a plain link (no Authorization header); the signed token
  // from individual-results is the authority, names the user and dies with its session, whose
  // account is the reader the audit log records (an admin or a leader opening someone's PDF).
  route(app, {
    method: 'GET',
    url: '/api/individual-results-pdf',
    access: 'public',
    handler: async (req, _input, reply) => {
      const { userId, reader } = await verifyPdfToken({ db, token: (req.query as Record<string, unknown>).token });
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      const found = user ? await findUserReport({ db, user, language: user.language }) : null;
      if (!user || !found) throw new AppError('NOT_FOUND');
      const pdf = await renderResultsPdf({ ...found, language: user.language });
      await recordUserRead(db, reader, 'resultsPdfViewed', { id: user.id, email: user.email, teamId: user.team_id });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="innovation-results.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
