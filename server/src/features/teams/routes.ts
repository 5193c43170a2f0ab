import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  AccessLinksResponse, AddCohortResponse, AddTeamResponse, CohortsResponse, MsgResponse, TeamsByRecencyResponse,
} from 'shared-api/contract';
import { translate, type DictionaryKey } from 'shared-ui/i18n';
import type { DB } from '../../db/types';
import { requireAdmin } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { bodyOf, parseId, readIdParam, readParam } from '../../http/params';
import {
  activateResults, createAccessLink, createCohort, createTeam, listAccessLinks, listCohorts, listTeamsByRecency, NO_COHORT,
} from './service';

const MAX_NAME = 200;
const MAX_USER_IDS = 10_000;

/** 400 VALIDATION with the field's own message, as validateWith answers for forms. */
function fieldError(req: FastifyRequest, field: string, key: DictionaryKey) {
  const message = translate(requestLanguage(req), key);
  return new AppError('VALIDATION', { extra: { message, errors: { [field]: message } } });
}

/** A required name (header, URI-encoded allowed, or body): trimmed, 1..200 characters. */
function readName(req: FastifyRequest, field: string, key: DictionaryKey): string {
  const name = readParam(req, field)?.trim() ?? '';
  if (!name || name.length > MAX_NAME) throw fieldError(req, field, key);
  return name;
}

function readTeamId(req: FastifyRequest): number {
  const teamId = readIdParam(req, 'TeamID');
  if (!teamId) throw new AppError('BAD_REQUEST', { extra: { field: 'TeamID' } });
  return teamId;
}

const msg = (req: FastifyRequest, key: DictionaryKey) => translate(requestLanguage(req), key);

/** Admin dashboard calls (SPEC.md section 7). Admin only: team leaders' powers are not specified. */
export async function teamRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.post('/api/add-team', { config: { access: 'admin' } }, async (req): Promise<AddTeamResponse> => {
    requireAdmin(req);
    const id = await createTeam({ db, name: readName(req, 'teamName', 'validation.teamName') });
    return { id, msg: msg(req, 'teams.created') };
  });

  app.post('/api/add-cohort', { config: { access: 'admin' } }, async (req): Promise<AddCohortResponse> => {
    requireAdmin(req);
    const name = readName(req, 'CohortName', 'validation.cohortName');
    const id = await createCohort({ db, teamId: readTeamId(req), name });
    return { id, msg: msg(req, 'teams.cohortCreated') };
  });

  app.post('/api/add-access-token', { config: { access: 'admin' } }, async (req): Promise<MsgResponse> => {
    requireAdmin(req);
    const value = readName(req, 'LinkText', 'validation.linkText');
    // SPEC.md: the link text has no spaces (it becomes /r?t=<text>).
    if (/\s/.test(value)) throw fieldError(req, 'LinkText', 'validation.linkText');
    const rawCohort = readParam(req, 'CohortId')?.trim();
    const cohortId = !rawCohort || rawCohort === String(NO_COHORT) ? null : parseId(rawCohort, 'CohortId');
    await createAccessLink({ db, teamId: readTeamId(req), cohortId, value });
    return { msg: msg(req, 'teams.linkCreated') };
  });

  app.post('/api/teams-by-recency', { config: { access: 'admin' } }, async (req): Promise<TeamsByRecencyResponse> => {
    requireAdmin(req);
    return listTeamsByRecency({ db });
  });

  app.post('/api/cohorts', { config: { access: 'admin' } }, async (req): Promise<CohortsResponse> => {
    requireAdmin(req);
    return listCohorts({ db });
  });

  app.post('/api/access-links', { config: { access: 'admin' } }, async (req): Promise<AccessLinksResponse> => {
    requireAdmin(req);
    return listAccessLinks({ db });
  });

  app.post('/api/activate-results-for-team', { config: { access: 'admin' } }, async (req): Promise<MsgResponse> => {
    requireAdmin(req);
    const raw = bodyOf(req).UserIDs;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_USER_IDS) throw new AppError('BAD_REQUEST', { extra: { field: 'UserIDs' } });
    const userIds = [...new Set(raw.map((id) => parseId(id, 'UserIDs')))];
    const count = await activateResults({ db, userIds });
    return { msg: translate(requestLanguage(req), 'results.activated', { count }) };
  });
}
