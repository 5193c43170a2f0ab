import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resultsRequestSchema, type IndividualResultsResponse } from 'shared-api/contract';
import type { DB, User } from '../../../db/types';
import { requireUser } from '../../../http/auth';
import { requestLanguage } from '../../../http/language';
import { route } from '../../../http/route';
import { sendPdf } from '../../../http/sendPdf';
import { subject } from '../../../http/targets';
import { findIndividualResults } from './findIndividualResults';
import { findResultsPdf } from './findResultsPdf';

export async function resultsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Own results for everyone; an admin or a leader of a participant may name them (UserID, else
  // UserEmail / user_email); only those who may skip the open checks (admins) override activation.
  route(app, {
    url: '/api/individual-results',
    access: 'viewUser',
    input: { schema: resultsRequestSchema },
    target: subject('viewUser'),
    handler: async (req, { OverrideActive }, _reply, user: User): Promise<IndividualResultsResponse> =>
      findIndividualResults({ db, caller: requireUser(req), user, language: requestLanguage(req), overrideActive: OverrideActive }),
  });

  // Public on purpose: it is opened as a plain link (no Authorization header); the signed token
  // from individual-results is the authority (findResultsPdf).
  route(app, {
    method: 'GET',
    url: '/api/individual-results-pdf',
    access: 'public',
    handler: async (req, _input, reply) => {
      const pdf = await findResultsPdf({ db, token: (req.query as Record<string, unknown>).token });
      return sendPdf(reply, 'innovation-results.pdf', pdf, { inline: true });
    },
  });
}
