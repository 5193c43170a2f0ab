import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  classLinkSchema, linkTokenSchema, registerPlacementSchema, registerSchema,
  type RegisterResponse, type TeamAccessTokenResponse, type VerifyClassResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { cookieLanguage } from '../../http/language';
import { bodyOf } from '../../http/params';
import { ipRateLimit } from '../../http/rateLimit';
import { route } from '../../http/route';
import { validateWith } from '../../http/validate';
import { checkAccessLink } from './checkAccessLink';
import { registerAccount } from './registerAccount';
import { registerWithLink } from './registerWithLink';
import { verifyClass } from './verifyClass';

export async function accountRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/register',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: registerSchema().concat(registerPlacementSchema) },
    handler: async (req, { classID, teamID, ...values }): Promise<RegisterResponse> =>
      registerAccount({ db, config, values, teamId: teamID, classId: classID, language: cookieLanguage(req) }),
  });

  route(app, {
    url: '/api/register-with-token',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: linkTokenSchema },
    handler: async (req, { token }): Promise<RegisterResponse> => registerWithLink({
      db,
      config,
      token,
      readValues: (emailDesc) => validateWith(req, registerSchema({ emailDesc }), bodyOf(req), { domain: emailDesc }),
      language: cookieLanguage(req),
    }),
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
