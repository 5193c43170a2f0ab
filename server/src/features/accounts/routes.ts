import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerSchema, type RegisterResponse, type TeamAccessTokenResponse, type VerifyClassResponse } from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cookieLanguage } from '../../http/language';
import { bodyOf, parseId, readIdParam, readParam } from '../../http/params';
import { ipRateLimit } from '../../http/rateLimit';
import { validateWith } from '../../http/validate';
import { checkAccessLink, findAccessLink, PLATFORM_TEAM_ID, registerAccount, verifyClass } from './service';

const absent = (v: unknown) => v === undefined || v === null || v === '';

export async function accountRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  app.post('/api/register', { config: { access: 'public', ...ipRateLimit(config) } }, async (req): Promise<RegisterResponse> => {
    const body = bodyOf(req);
    const values = await validateWith(req, registerSchema(), body);
    let placement: { teamId: number; classId?: number } = { teamId: PLATFORM_TEAM_ID };
    if (!absent(body.classID) || !absent(body.teamID)) {
      // A class link carries both; half of one is not a way to join some team.
      if (absent(body.classID) || absent(body.teamID)) throw new AppError('INVALID_CLASS');
      placement = { teamId: parseId(body.teamID, 'teamID'), classId: parseId(body.classID, 'classID') };
    }
    return registerAccount({ db, config, values, placement, language: cookieLanguage(req) });
  });

  app.post('/api/register-with-token', { config: { access: 'public', ...ipRateLimit(config) } }, async (req): Promise<RegisterResponse> => {
    const body = bodyOf(req);
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    const link = token ? await findAccessLink({ db, value: token }) : null;
    if (!link) throw new AppError('INVALID_ACCESS_TOKEN', { vars: { email: config.supportEmail } });
    const values = await validateWith(req, registerSchema({ emailDesc: link.emailDesc }), body, { domain: link.emailDesc });
    return registerAccount({
      db,
      config,
      values,
      placement: { teamId: link.teamId, cohortId: link.cohortId, assessmentActive: true },
      language: cookieLanguage(req),
    });
  });

  app.post('/api/team-access-token', { config: { access: 'public' } }, async (req): Promise<TeamAccessTokenResponse> => {
    return checkAccessLink({ db, value: readParam(req, 'Token')?.trim() ?? '' });
  });

  app.post('/api/verify-class', { config: { access: 'public' } }, async (req): Promise<VerifyClassResponse> => {
    const teamId = readIdParam(req, 'TeamID');
    const classId = readIdParam(req, 'ClassID');
    if (!teamId || !classId) return { valid: false, className: '' };
    return verifyClass({ db, teamId, classId });
  });
}
