import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  currentPasswordSchema,
  languageSchema,
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  sessionTokenSchema,
  type LoginResponse,
  type LogoutResponse,
  type MfaChallengeResponse,
  type MeResponse,
  type ResetRequestResponse,
  type SetLanguageResponse,
  type TokenValidResponse,
  type UpdatePasswordResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { bearerToken, requireUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { ipRateLimit } from '../../http/rateLimit';
import { route } from '../../http/route';
import { checkTokenValid } from './checkTokenValid';
import { describeCaller } from './describeCaller';
import { loginUser } from './loginUser';
import { logoutUser } from './logoutUser';
import { requestPasswordReset } from './requestPasswordReset';
import { ssoBrowserOf } from './ssoLinks';
import { setUserLanguage } from './setUserLanguage';
import { updatePassword } from './updatePassword';

export async function authRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/login',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: loginSchema },
    handler: async (req, { email, password }): Promise<LoginResponse | MfaChallengeResponse> =>
      loginUser({ db, config, email, password, address: req.ip, ssoBrowser: ssoBrowserOf(req.headers.cookie), log: req.log }),
  });

  route(app, {
    url: '/api/logout',
    access: 'signedIn',
    handler: async (req): Promise<LogoutResponse> => {
      await logoutUser({ db, tokenHash: requireUser(req).tokenHash });
      return { ok: true };
    },
  });

  route(app, {
    url: '/api/reset-request',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: resetRequestSchema },
    handler: async (_req, { email }): Promise<ResetRequestResponse> => {
      await requestPasswordReset({ db, config, email });
      return { error: false };
    },
  });

  route(app, {
    url: '/api/is_token_valid',
    access: 'public',
    input: { schema: sessionTokenSchema },
    handler: async (_req, { access_token }): Promise<TokenValidResponse> =>
      access_token ? checkTokenValid({ db, token: access_token }) : { token_is_valid: false },
  });

  // Public on purpose: a reset token is not a session; updatePassword checks whichever it is.
  route(app, {
    url: '/api/update-password',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: newPasswordSchema.concat(currentPasswordSchema), from: { password: 'UserPassword' } },
    handler: async (req, { password, CurrentPassword }): Promise<UpdatePasswordResponse | (MfaChallengeResponse & { msg: string })> => {
      const token = bearerToken(req);
      if (!token) throw new AppError('UNAUTHORIZED');
      return updatePassword({ db, config, token, password, currentPassword: CurrentPassword, address: req.ip });
    },
  });

  route(app, { url: '/api/me', access: 'signedIn', compress: false, handler: async (req): Promise<MeResponse> => describeCaller({ db, reads: app.reads, user: requireUser(req) }) });

  route(app, {
    url: '/api/set-language',
    access: 'signedIn',
    input: { schema: languageSchema },
    handler: async (req, { language }): Promise<SetLanguageResponse> => {
      await setUserLanguage({ db, userId: requireUser(req).id, language });
      return { language };
    },
  });
}
