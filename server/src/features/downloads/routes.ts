import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { DOWNLOADS, responsesDownloadSchema, resultsDownloadSchema, type DownloadKind } from 'shared-api/contract';
import type { DB } from '../../db/types';
import { tsvStream, type Cell } from '../../exports/tsv';
import { requireUser } from '../../http/auth';
import { allows, authorize } from '../../http/authorize';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { route } from '../../http/route';
import { responsesHeader, resultsHeader } from './headers';
import { responseRows } from './responses';
import { resultRows } from './results';

async function assertTeam(db: Kysely<DB>, teamId: number) {
  const team = await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND', { extra: { field: 'TeamID' } });
}

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
 * Who may download is settled before the first byte; the rows then stream from the database.
 */
export async function downloadRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  route(app, {
    url: DOWNLOADS.results.path,
    access: 'manageTeam',
    input: { schema: resultsDownloadSchema },
    handler: async (req, { TeamID }, reply) => {
      authorize(req.user, 'manageTeam', { teamId: TeamID });
      await assertTeam(db, TeamID);
      const language = requestLanguage(req);
      return sendTsv(reply, 'results', resultsHeader(language), resultRows({ db, teamId: TeamID, language }));
    },
  });

  // One user (UserID: themselves, an admin, or a leader of their team), else a whole team (TeamID).
  route(app, {
    url: DOWNLOADS.responses.path,
    access: 'viewUser',
    input: { schema: responsesDownloadSchema },
    handler: async (req, { TeamID, UserID }, reply) => {
      const caller = requireUser(req);
      const language = requestLanguage(req);
      if (UserID !== undefined) {
        const user = await db.selectFrom('users').select(['id', 'team_id']).where('id', '=', UserID).executeTakeFirst();
        // Only someone who may look any user up learns that an id is unused.
        if (!user) throw new AppError(allows(caller, 'viewUser', { userId: 0 }) ? 'NOT_FOUND' : 'FORBIDDEN', { extra: { field: 'UserID' } });
        authorize(caller, 'viewUser', { userId: user.id, teamId: user.team_id });
        return sendTsv(reply, 'responses', responsesHeader(language), responseRows({ db, scope: { userId: user.id }, language }));
      }
      const teamId = TeamID as number;
      authorize(caller, 'manageTeam', { teamId });
      await assertTeam(db, teamId);
      return sendTsv(reply, 'responses', responsesHeader(language), responseRows({ db, scope: { teamId }, language }));
    },
  });
}
