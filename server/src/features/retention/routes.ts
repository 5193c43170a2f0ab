import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  anonymiseCohortSchema, cohortOrNull, editRetentionSchema, teamIdSchema,
  type AnonymiseCohortResponse, type EditRetentionResponse, type RetentionMode, type RetentionResponse,
} from 'shared-api/contract';
import { dryRun } from '../../db/transaction';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestCount, requestText } from '../../http/language';
import { route } from '../../http/route';
import { team } from '../../http/targets';
import { anonymiseCohort } from './anonymiseCohort';
import { editRetention } from './editRetention';
import { findRetention } from './findRetention';

const ANONYMISED = { one: 'team.anonymised.one', other: 'team.anonymised.other' } as const;
const PREVIEW = { one: 'team.anonymise.preview.one', other: 'team.anonymise.preview.other' } as const;

/**
 * A team's retention and anonymising (issue 26): the organisation's decisions about personal data,
 * so admins only; team leaders run a programme, they do not decide how long it is remembered.
 */
export async function retentionRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: '/api/retention',
    access: 'admin',
    input: { schema: teamIdSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (_req, { TeamID }): Promise<RetentionResponse> => findRetention({ db, teamId: TeamID }),
  });

  route(app, {
    url: '/api/edit-retention',
    access: 'admin',
    input: { schema: editRetentionSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, RetentionDays, RetentionMode, ProgrammeEndsOn }): Promise<EditRetentionResponse> => {
      const setting = { teamId: TeamID, retentionDays: RetentionDays ?? null, retentionMode: RetentionMode as RetentionMode, programmeEndsOn: ProgrammeEndsOn ?? null };
      await editRetention({ db, setting, actor: requireUser(req) });
      return { msg: requestText(req, 'team.retention.saved'), ...(await findRetention({ db, teamId: TeamID })) };
    },
  });

  route(app, {
    url: '/api/anonymise-cohort',
    access: 'admin',
    input: { schema: anonymiseCohortSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, CohortId, Preview }): Promise<AnonymiseCohortResponse> => {
      const run = (trx: Kysely<DB>) => anonymiseCohort({ db: trx, audience: { teamId: TeamID, cohortId: cohortOrNull(CohortId) }, actor: requireUser(req) });
      const users = Preview ? await dryRun(db, run) : await run(db);
      return { msg: requestCount(req, users, Preview ? PREVIEW : ANONYMISED), users };
    },
  });
}
