import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { DOWNLOADS, responsesDownloadSchema, resultsDownloadSchema, type DownloadKind } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { tsvStream, type Cell } from '../../exports/tsv';
import { requireUser } from '../../http/auth';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { team, user, type TargetSpec, type TargetUser } from '../../http/targets';
import { recordTeamRead, recordUserRead } from '../audit';
import { responsesHeader, resultsHeader } from './headers';
import { responseRows } from './responses';
import { resultRows } from './results';

/** One user's responses (viewUser: themselves, an admin, or a leader of a participant), else a team's. */
const responsesTarget: TargetSpec<{ TeamID?: number; UserID?: number }, { user: TargetUser } | { teamId: number }> = async (input, context) => {
  if (input.UserID !== undefined) {
    const { value, checks } = await user<typeof input>(({ UserID }) => UserID as number)(input, context);
    return { value: { user: value }, checks };
  }
  const { value, checks } = await team<typeof input>(({ TeamID }) => TeamID as number)(input, context);
  return { value: { teamId: value.id }, checks: checks.map((check) => ({ ...check, rule: 'manageTeam' })) };
};

/** A download: tab-separated, UTF-8 with a BOM, saved under the file name SPEC.md gives. */
function sendTsv(reply: FastifyReply, kind: DownloadKind, header: Cell[], pages: AsyncIterable<Cell[][]>) {
  return reply
    .type('text/tab-separated-values; charset=utf-8')
    .header('content-disposition', `attachment; filename="${DOWNLOADS[kind].fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(tsvStream(header, pages));
}

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
    handler: async (req, { TeamID }, reply) => {
      const language = requestLanguage(req);
      await recordTeamRead(db, requireUser(req), 'resultsDownloaded', TeamID);
      return sendTsv(reply, 'results', resultsHeader(language), resultRows({ db, teamId: TeamID, language }));
    },
  });

  route(app, {
    url: DOWNLOADS.responses.path,
    access: 'viewUser',
    input: { schema: responsesDownloadSchema },
    target: responsesTarget,
    handler: async (req, _input, reply, target) => {
      const caller = requireUser(req);
      const language = requestLanguage(req);
      if ('user' in target) await recordUserRead(db, caller, 'responsesDownloaded', target.user);
      else await recordTeamRead(db, caller, 'responsesDownloaded', target.teamId);
      const scope = 'user' in target ? { userId: target.user.id } : target;
      return sendTsv(reply, 'responses', responsesHeader(language), responseRows({ db, scope, language }));
    },
  });
}
