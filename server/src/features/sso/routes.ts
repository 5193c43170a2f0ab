import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  cohortOrNull, editTeamSsoSchema, ssoEmailSchema, ssoLoginSchema, SSO_VALIDATION, teamIdSchema,
  type EditTeamSsoResponse, type LoginResponse, type MfaChallengeResponse, type MsgResponse, type SsoDiscoverResponse, type SsoStartResponse, type TeamSsoResponse,
} from 'shared-api/contract';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { requireUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { requestText } from '../../http/language';
import { ipRateLimit } from '../../http/rateLimit';
import { route } from '../../http/route';
import { team } from '../../http/targets';
import { ssoBrowserOf } from '../auth';
import { clearBrowserCookie, newBrowser } from './browser';
import { deleteTeamSso } from './deleteTeamSso';
import { editTeamSso } from './editTeamSso';
import { findTeamSsoSettings } from './findTeamSsoSettings';
import { finishSso } from './finishSso';
import { loginWithSsoCode } from './loginWithSsoCode';
import { callbackUrl, discoverSso, startSso } from './startSso';

/** In production an issuer is https, on this machine too: http is for the tests' provider alone. */
function assertIssuerAllowed(req: FastifyRequest, config: Config, issuer: string) {
  if (!config.production || issuer.startsWith('https:')) return;
  const message = requestText(req, SSO_VALIDATION.issuer);
  throw new AppError('VALIDATION', { extra: { errors: { Issuer: message }, message } });
}

/**
 * Single sign-on per team (issue 24). The settings are for administrators only: a team leader
 * pointing the team's domains at a provider they control could log in as anyone with such an
 * address. The sign-in calls are public and rate-limited as /api/login is.
 */
export async function ssoRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Config }) {
  route(app, {
    url: '/api/team-sso',
    access: 'admin',
    input: { schema: teamIdSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (_req, { TeamID }): Promise<TeamSsoResponse> => ({ ...(await findTeamSsoSettings({ db, teamId: TeamID })), redirect_uri: callbackUrl(config) }),
  });

  route(app, {
    url: '/api/edit-team-sso',
    access: 'admin',
    input: { schema: editTeamSsoSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID, Issuer, ClientID, ClientSecret, Domains, CohortID }): Promise<EditTeamSsoResponse> => {
      assertIssuerAllowed(req, config, Issuer);
      const values = { issuer: Issuer, clientId: ClientID, clientSecret: ClientSecret, domains: Domains as string[], cohortId: cohortOrNull(CohortID) };
      const saved = await editTeamSso({ db, teamId: TeamID, values, actor: requireUser(req) });
      return { ...saved, redirect_uri: callbackUrl(config), msg: requestText(req, 'team.ssoSaved') };
    },
  });

  route(app, {
    url: '/api/delete-team-sso',
    access: 'admin',
    input: { schema: teamIdSchema },
    target: team(({ TeamID }) => TeamID),
    handler: async (req, { TeamID }): Promise<MsgResponse> => {
      await deleteTeamSso({ db, teamId: TeamID, actor: requireUser(req) });
      return { msg: requestText(req, 'team.ssoDeleted') };
    },
  });

  route(app, {
    url: '/api/sso-discover',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: ssoEmailSchema },
    handler: async (_req, { email }): Promise<SsoDiscoverResponse> => discoverSso({ db, email }),
  });

  route(app, {
    url: '/api/sso-start',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: ssoEmailSchema },
    handler: async (_req, { email }, reply): Promise<SsoStartResponse> => {
      // A new value at every start: a cookie planted beforehand binds nothing.
      const browser = newBrowser(config);
      const started = await startSso({ db, config, email, browserHash: browser.hash });
      reply.header('set-cookie', browser.setCookie);
      return started;
    },
  });

  // The provider's redirect: a GET from the browser, answered by a redirect whatever happens.
  route(app, {
    method: 'GET',
    url: '/api/sso-callback',
    access: 'public',
    config: ipRateLimit(config),
    handler: async (req, _input, reply) => {
      const at = req.url.indexOf('?');
      const query = at < 0 ? '' : req.url.slice(at + 1);
      // The cookie stays: a pending link waits for a password login from this browser.
      const location = await finishSso({ db, config, query, browser: ssoBrowserOf(req.headers.cookie), log: req.log });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  });

  route(app, {
    url: '/api/sso-login',
    access: 'public',
    config: ipRateLimit(config),
    input: { schema: ssoLoginSchema },
    handler: async (req, { code }, reply): Promise<LoginResponse | MfaChallengeResponse> => {
      const answer = await loginWithSsoCode({ db, code, browser: ssoBrowserOf(req.headers.cookie) });
      reply.header('set-cookie', clearBrowserCookie(config));
      return answer;
    },
  });
}
