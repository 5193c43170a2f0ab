import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CERTIFICATE_FILE_NAME, cohortOrNull, certsQuerySchema, issueCertsSchema, userIdSchema, type CertsResponse, type IssueCertsResponse, type MsgResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import { dryRun } from '../../db/transaction';
import type { DB } from '../../db/types';
import { requestLanguage, requestText } from '../../http/language';
import { route } from '../../http/route';
import { sendPdf } from '../../http/sendPdf';
import { team, user, type TargetUser } from '../../http/targets';
import { revokeCertificate } from './revokeCertificate';
import { requireUser } from '../../http/auth';
import { findCertificatePdf } from './findCertificatePdf';
import { issueCertificates } from './issueCertificates';
import { issueMessage } from './issueMessage';
import { listCertificates } from './listCertificates';

const audienceOf = ({ TeamID, CohortId }: { TeamID: number; CohortId: number }) => ({
  teamId: TeamID,
  cohortId: cohortOrNull(CohortId),
});

/**
 * Certificates of completion (SPEC.md section 7, "Admin dashboard"). Issuing and listing are for
 * admins only (DESIGN.md: team leaders never issue certificates); the holder downloads their own
 * from the portal's certLink.
 */
export async function certificateRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/issue-certs-by-team-cohort',
    access: 'admin',
    input: { schema: issueCertsSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, input): Promise<IssueCertsResponse> => {
      const issue = (on: Kysely<DB>) => issueCertificates({
        db: on, config, audience: audienceOf(input), certDate: input.CertDatetime, actor: requireUser(req), choices: { unfinished: input.Unfinished, restore: input.Restore },
      });
      const result = input.Preview ? await dryRun(db, issue) : await issue(db);
      const msg = issueMessage(requestLanguage(req), result, input.CertDatetime, input.Preview);
      return { msg, issued: result.issued, redated: result.redated, left_out: result.leftOut };
    },
  });

  route(app, {
    url: '/api/revoke-certificate',
    access: 'admin',
    input: { schema: userIdSchema },
    target: user(({ UserID }) => UserID),
    handler: async (req, _input, _reply, holder: TargetUser): Promise<MsgResponse> => {
      await revokeCertificate({ db, user: holder, actor: requireUser(req) });
      return { msg: requestText(req, 'certificates.revoked', { name: holder.name }) };
    },
  });

  route(app, {
    url: '/api/get-certs-by-team-cohort',
    access: 'admin',
    input: { schema: certsQuerySchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (_req, input): Promise<CertsResponse> => listCertificates({ db, audience: audienceOf(input) }),
  });

  // Public on purpose, like the results PDF: the portal's certLink is a plain link (no
  // Authorization header); its signed token is the authority (findCertificatePdf).
  route(app, {
    method: 'GET',
    url: '/api/certificate-pdf',
    access: 'public',
    handler: async (req, _input, reply) => {
      const pdf = await findCertificatePdf({ db, token: (req.query as Record<string, unknown>).token });
      return sendPdf(reply, CERTIFICATE_FILE_NAME, pdf);
    },
  });
}
