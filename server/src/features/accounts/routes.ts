import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  classLinkSchema, linkTokenSchema, registerPlacementSchema, registerSchema,
  type RegisterResponse, type TeamAccessTokenResponse, type VerifyClassResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { AppError } from '../../http/errors';
import { cookieLanguage } from '../../http/language';
import { bodyOf } from '../../http/params';
import { ipRateLimit } from '../../http/rateLimit';
import { route } from '../../http/route';
import { validateWith } from '../../http/validate';
import { checkAccessLink, findAccessLink, PLATFORM_TEAM_ID, registerAccount, verifyClass } from './service';

export async function accountRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/register',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: registerSchema().concat(registerPlacementSchema) },
    handler: async (req, { classID, teamID, ...values }): Promise<RegisterResponse> => {
      // A class link carries both; half of one is not a way to join some team.
      if ((classID === undefined) !== (teamID === undefined)) throw new AppError('INVALID_CLASS');
      const placement = classID && teamID ? { teamId: teamID, classId: classID } : { teamId: PLATFORM_TEAM_ID };
      return registerAccount({ db, config, values, placement, language: cookieLanguage(req) });
    },
  });

  // The fields' rules depend on the link (its email domain), so they are checked once it is found.
  route(app, {
    url: '/api/register-with-token',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: linkTokenSchema },
    handler: async (req, { token }): Promise<RegisterResponse> => {
      const link = token ? await findAccessLink({ db, value: token }) : null;
      if (!link) throw new AppError('INVALID_ACCESS_TOKEN', { vars: { email: config.supportEmail } });
      const values = await validateWith(req, registerSchema({ emailDesc: link.emailDesc }), bodyOf(req), { domain: link.emailDesc });
      return registerAccount({
        db,
        config,
        values,
        placement: { teamId: link.teamId, cohortId: link.cohortId, assessmentActive: true },
        language: cookieLanguage(req),
      });
    },
  });

  route(app, {
    url: '/api/team-access-token',
    access: 'public',
    input: { schema: linkTokenSchema, from: { token: 'Token' } },
    handler: async (_req, { token }): Promise<TeamAccessTokenResponse> => checkAccessLink({ db, value: token }),
  });

  route(app, {
    url: '/api/verify-class',
    access: 'public',
    input: { schema: classLinkSchema },
    handler: async (_req, { TeamID, ClassID }): Promise<VerifyClassResponse> =>
      TeamID && ClassID ? verifyClass({ db, teamId: TeamID, classId: ClassID }) : { valid: false, className: '' },
  });
}
