import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { COHORT_REPORT_FILES, cohortOrNull, cohortReportSchema, type CohortReportResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { sendPdf } from '../../http/sendPdf';
import { sendTsv } from '../../http/sendTsv';
import { team } from '../../http/targets';
import { downloadCohortReportPdf, downloadCohortReportTsv } from './downloadCohortReport';
import { findCohortReport, type ReportQuery } from './findCohortReport';

/** The cohort report (issue 23) and its files: administrators, and leaders of the team. */
export async function reportRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  const query = (req: FastifyRequest, { TeamID, CohortId }: { TeamID: number; CohortId: number }): ReportQuery => ({
    db,
    audience: { teamId: TeamID, cohortId: cohortOrNull(CohortId) },
    cohortId: CohortId,
    language: requestLanguage(req),
    minGroupSize: config.reportMinGroupSize,
  });

  route(app, {
    url: '/api/cohort-report',
    access: 'manageTeam',
    input: { schema: cohortReportSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, input): Promise<CohortReportResponse> => findCohortReport(query(req, input)),
  });

  route(app, {
    url: COHORT_REPORT_FILES.tsv.path,
    access: 'manageTeam',
    input: { schema: cohortReportSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, input, reply) => sendTsv(reply, COHORT_REPORT_FILES.tsv.fileName, await downloadCohortReportTsv(query(req, input))),
  });

  route(app, {
    url: COHORT_REPORT_FILES.pdf.path,
    access: 'manageTeam',
    input: { schema: cohortReportSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, input, reply) => sendPdf(reply, COHORT_REPORT_FILES.pdf.fileName, await downloadCohortReportPdf(query(req, input))),
  });
}
