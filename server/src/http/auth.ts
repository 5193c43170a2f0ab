import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { ReadCache } from '../db/readCache';
import { cachedUser } from '../db/rows';
import type { DB, User } from '../db/types';
import { findCachedSessionUser, type SessionUser } from '../features/auth';
import { allows, authorize, RULES, type Rule } from './authorize';
import { AppError } from './errors';
import { assertCleanRequest, assertObjectBody, readParam } from './params';

/** One /api route as declared: the authorization and probe tests walk the whole list. */
export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  access: Rule;
  /** The route's own, when it takes a larger body than the server's default. */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
    /** The database the gate loads routes' targets from (http/targets.ts). */
    db: Kysely<DB>;
    /** What participants read on every page, kept until its rows change (db/readCache.ts). */
    reads: ReadCache;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route at all (http/authorize.ts); handlers check the target they name. */
    access?: Rule;
  }
}

/** `Authorization: Bearer <token>`; a bare token is accepted too (SPEC.md's reset flow sends one). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/**
 * With REQUIRE_MFA_FOR_MANAGERS, an admin's or a leader's powers wait for a session opened with a
 * second factor or single sign-on (NIST 800-63B AAL2): the session's strength, not the user's
 * setting, so a session opened before the factor existed stays weak. authorize refuses what only
 * those powers allow (MFA_REQUIRED); a manager's calls about themselves (their portal, /api/me,
 * the second factor's setup, logout) still answer, so they can reach the setup.
 */
function heldCaller(user: SessionUser | null, required: boolean): SessionUser | null {
  if (!user || !required || user.strength !== 'password' || !(user.admin || user.teamLead.length > 0)) return user;
  return { ...user, powerHeld: true };
}

/**
 * Every /api route's handler first refuses a body that is not a JSON object, reads the token, lets
 * through only the callers the route's declared rule admits for some target (authorize without
 * one; an anonymous caller gets 401 before any other 400, a manager whose powers are held 403
 * MFA_REQUIRED), then refuses control characters. An /api route without a declared rule
 * cannot be added.
 */
export function registerAuth(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: Pick<Config, 'requireMfaForManagers'> }) {
  app.decorateRequest('user', null);
  app.decorate('db', db);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!(access && access in RULES)) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access (one of ${Object.keys(RULES).join(', ')})`);
    }
    // HEAD routes Fastify adds beside each GET answer as the GET does.
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, bodyLimit: route.bodyLimit });
    // In the handler rather than as hooks: on the calls made on every page each hook's cost shows.
    const handler = route.handler;
    route.handler = async function gated(this: FastifyInstance, req, reply) {
      assertObjectBody(req);
      const token = bearerToken(req);
      req.user = heldCaller(token ? await findCachedSessionUser({ db, reads: app.reads, token }) : null, config.requireMfaForManagers);
      if (access !== 'public') authorize(req.user, access);
      // After the caller is known, so the refusal is in their language.
      assertCleanRequest(req);
      return handler.call(this, req, reply);
    };
  });
}

/** The signed-in caller (the route's gate already refused anyone else). */
export function requireUser(req: FastifyRequest): SessionUser {
  return authorize(req.user, 'signedIn');
}
