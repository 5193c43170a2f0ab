import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { cohortOrNull, cohortReportSchema, type CohortReportResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { team } from '../../http/targets';
import { findCohortReport } from './findCohortReport';

/** The cohort report (issue 23): administrators, and leaders of the team. */
export async function reportRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/cohort-report',
    access: 'manageTeam',
    input: { schema: cohortReportSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, CohortId }): Promise<CohortReportResponse> => {
      const audience = { teamId: TeamID, cohortId: cohortOrNull(CohortId) };
      return findCohortReport({ db, audience, cohortId: CohortId, language: requestLanguage(req), minGroupSize: config.reportMinGroupSize });
    },
  });
}
