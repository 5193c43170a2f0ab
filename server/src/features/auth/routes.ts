import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  type LoginResponse,
  type LogoutResponse,
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
import { isLanguage } from '../../http/language';
import { bodyOf, readParam } from '../../http/params';
import { ipRateLimit } from '../../http/rateLimit';
import { validateWith } from '../../http/validate';
import { checkTokenValid, loginUser, logoutUser, requestPasswordReset, setUserLanguage, updatePassword } from './service';

export async function authRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  app.post('/api/login', { config: { access: 'public', ...ipRateLimit(config) } }, async (req): Promise<LoginResponse> => {
    const { email, password } = await validateWith(req, loginSchema, bodyOf(req));
    return loginUser({ db, config, email, password });
  });

  app.post('/api/logout', { config: { access: 'user' } }, async (req): Promise<LogoutResponse> => {
    await logoutUser({ db, tokenHash: requireUser(req).tokenHash });
    return { ok: true };
  });

  app.post('/api/reset-request', { config: { access: 'public', ...ipRateLimit(config) } }, async (req): Promise<ResetRequestResponse> => {
    const { email } = await validateWith(req, resetRequestSchema, bodyOf(req));
    await requestPasswordReset({ db, config, email });
    return { error: false };
  });

  app.post('/api/is_token_valid', { config: { access: 'public' } }, async (req): Promise<TokenValidResponse> => {
    const token = bodyOf(req).access_token;
    if (token !== undefined && token !== null && typeof token !== 'string') throw new AppError('BAD_REQUEST');
    return token ? checkTokenValid({ db, token }) : { token_is_valid: false };
  });

  // Public on purpose: a reset token is not a session; updatePassword checks whichever it is.
  app.post('/api/update-password', { config: { access: 'public', ...ipRateLimit(config) } }, async (req): Promise<UpdatePasswordResponse> => {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHORIZED');
    const { password } = await validateWith(req, newPasswordSchema, { password: readParam(req, 'UserPassword') });
    return updatePassword({ db, config, token, password });
  });

  app.post('/api/me', { config: { access: 'user' } }, async (req): Promise<MeResponse> => {
    const user = requireUser(req);
    const row = await db
      .selectFrom('users')
      .innerJoin('teams', 'teams.id', 'users.team_id')
      .select(['users.class_id', 'teams.is_platform', 'teams.public_slug', 'teams.post_assessment_form', 'teams.results_soon_message', 'teams.academy_question'])
      .where('users.id', '=', user.id)
      .executeTakeFirstOrThrow();
    return {
      user_id: user.id,
      name: user.name,
      email: user.email,
      admin: user.admin,
      teamLeader: user.teamLeader,
      team_id: user.teamId,
      language: user.language,
      first_login: user.firstLogin,
      team: {
        isPlatform: row.is_platform,
        publicSlug: row.public_slug,
        postAssessmentForm: row.post_assessment_form,
        resultsSoonMessage: row.results_soon_message,
        academyQuestion: row.academy_question,
      },
      classId: row.class_id,
    };
  });

  app.post('/api/set-language', { config: { access: 'user' } }, async (req): Promise<SetLanguageResponse> => {
    const user = requireUser(req);
    const { language } = bodyOf(req);
    if (!isLanguage(language)) throw new AppError('VALIDATION');
    await setUserLanguage({ db, userId: user.id, language });
    return { language };
  });
}
