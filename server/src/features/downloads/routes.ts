import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DOWNLOADS, responsesDownloadSchema, resultsDownloadSchema } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { sendTsv } from '../../http/sendTsv';
import { team, user, type TargetSpec, type TargetUser } from '../../http/targets';
import { downloadResponses } from './downloadResponses';
import { downloadResults } from './downloadResults';

/** One user's responses (viewUser: themselves, an admin, or a leader of a participant), else a team's. */
const responsesTarget: TargetSpec<{ TeamID?: number; UserID?: number }, { user: TargetUser } | { teamId: number }> = async (input, context) => {
  if (input.UserID !== undefined) {
    const { value, checks } = await user<typeof input>(({ UserID }) => UserID as number)(input, context);
    return { value: { user: value }, checks };
  }
  const { value, checks } = await team<typeof input>(({ TeamID }) => TeamID as number)(input, context);
  return { value: { teamId: value.id }, checks: checks.map((check) => ({ ...check, rule: 'manageTeam' })) };
};

/**
 * The team page's downloads (SPEC.md section 7 "/api/results-csv", section 9's per-user responses
 * tsv): an admin, or a leader of the team (DESIGN.md: leaders download their own teams' data);
 * one user's responses also for that user.
 * Who may download is settled, and a download of others' data recorded on the audit log, before
 * the first byte; the rows then stream from the database.
 */
export async function downloadRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: DOWNLOADS.results.path,
    access: 'manageTeam',
    input: { schema: resultsDownloadSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID }, reply) =>
      sendTsv(reply, DOWNLOADS.results.fileName, await downloadResults({ db, caller: requireUser(req), teamId: TeamID, language: requestLanguage(req) })),
  });

  route(app, {
    url: DOWNLOADS.responses.path,
    access: 'viewUser',
    input: { schema: responsesDownloadSchema },
    target: responsesTarget,
    handler: async (req, _input, reply, target) =>
      sendTsv(reply, DOWNLOADS.responses.fileName, await downloadResponses({ db, caller: requireUser(req), target, language: requestLanguage(req) })),
  });
}
