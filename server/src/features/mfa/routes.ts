import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  loginMfaSchema,
  mfaChangeSchema,
  userIdSchema,
  type LoginResponse,
  type MfaEnableResponse,
  type MfaOffResponse,
  type MfaSetupResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { ssoBrowserOf } from '../auth';
import { ipRateLimit } from '../../http/rateLimit';
import { route } from '../../http/route';
import { user, type TargetUser } from '../../http/targets';
import { disableMfa } from './disableMfa';
import { enableMfa } from './enableMfa';
import { loginWithCode } from './loginWithCode';
import { resetMfa } from './resetMfa';
import { setUpMfa } from './setUpMfa';

/** A second factor (issue 24): each user's own setup, an admin's reset, and the login's second step. */
export async function mfaRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/mfa-setup',
    access: 'signedIn',
    handler: async (req): Promise<MfaSetupResponse> => setUpMfa({ db, user: requireUser(req) }),
  });

  route(app, {
    url: '/api/mfa-enable',
    access: 'signedIn',
    input: { schema: mfaChangeSchema },
    handler: async (req, { Code, CurrentPassword }): Promise<MfaEnableResponse> =>
      enableMfa({ db, config, user: requireUser(req), code: Code, currentPassword: CurrentPassword, address: req.ip }),
  });

  route(app, {
    url: '/api/mfa-disable',
    access: 'signedIn',
    input: { schema: mfaChangeSchema },
    handler: async (req, { Code, CurrentPassword }): Promise<MfaOffResponse> => {
      await disableMfa({ db, config, user: requireUser(req), code: Code, currentPassword: CurrentPassword, address: req.ip });
      return { ok: true };
    },
  });

  route(app, {
    url: '/api/mfa-reset',
    access: 'admin',
    input: { schema: userIdSchema },
    target: user(({ UserID }) => UserID),
    handler: async (req, _input, _reply, target: TargetUser): Promise<MfaOffResponse> => {
      await resetMfa({ db, config, caller: requireUser(req), target });
      return { ok: true };
    },
  });

  // Public: the caller has no session yet, only the token /api/login gave for this step.
  route(app, {
    url: '/api/login-mfa',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: loginMfaSchema },
    handler: async (req, { mfa_token, Code, RecoveryCode }): Promise<LoginResponse> =>
      loginWithCode({ db, config, token: mfa_token, code: Code, recoveryCode: RecoveryCode, address: req.ip, ssoBrowser: ssoBrowserOf(req.headers.cookie) }),
  });
}
