import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DELETION_DUE_DAYS, linkTokenSchema, MY_DATA_FILES, type DeletionRequestsResponse, type DeletionResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestLanguage, requestText } from '../../http/language';
import { ipRateLimit } from '../../http/rateLimit';
import { route } from '../../http/route';
import { sendPdf } from '../../http/sendPdf';
import { confirmDeletion } from './confirmDeletion';
import { exportMyData } from './exportMyData';
import { listDeletionRequests } from './listDeletionRequests';
import { renderMyDataPdf } from './myDataPdf';
import { requestDeletion } from './requestDeletion';

/**
 * A person's own data (issue 26): their copy, as data and as a document, and their request to be
 * erased, confirmed by email and listed for the admins, who carry it out with /api/delete-user.
 */
export async function privacyRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: `/api${MY_DATA_FILES.json.call}`,
    access: 'signedIn',
    handler: async (req, _input, reply) => {
      const data = await exportMyData({ db, userId: requireUser(req).id });
      reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${MY_DATA_FILES.json.fileName}"`)
        .header('cache-control', 'private, no-store');
      // Indented: the person reads this file too.
      return JSON.stringify(data, null, 2);
    },
  });

  route(app, {
    url: `/api${MY_DATA_FILES.pdf.call}`,
    access: 'signedIn',
    handler: async (req, _input, reply) => {
      const data = await exportMyData({ db, userId: requireUser(req).id });
      return sendPdf(reply, MY_DATA_FILES.pdf.fileName, await renderMyDataPdf(data, requestLanguage(req)));
    },
  });

  route(app, {
    url: '/api/request-deletion',
    access: 'signedIn',
    config: ipRateLimit(config),
    handler: async (req): Promise<DeletionResponse> => {
      await requestDeletion({ db, config, user: requireUser(req) });
      return { msg: requestText(req, 'account.deletionEmailSent') };
    },
  });

  // Public on purpose: the email's link may open in a browser where nobody is logged in; its token is the authority.
  route(app, {
    url: '/api/confirm-deletion',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: linkTokenSchema, from: { token: 'Token' } },
    handler: async (req, { token }): Promise<DeletionResponse> => {
      await confirmDeletion({ db, token });
      return { msg: requestText(req, 'account.deletionConfirmed', { days: DELETION_DUE_DAYS }) };
    },
  });

  route(app, {
    url: '/api/deletion-requests',
    access: 'admin',
    handler: async (): Promise<DeletionRequestsResponse> => listDeletionRequests({ db }),
  });
}
