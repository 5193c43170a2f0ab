import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, User } from '../db/types';
import { findSessionUser, type SessionUser } from '../features/auth/sessions';
import { AppError } from './errors';
import { readParam } from './params';

/** Who may call a route. Every /api route must declare one (checked when routes are added). */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
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
 * Reads the token once per request for the whole /api tree, then enforces the route's declared
 * access. Handlers take the caller from requireUser/requireAdmin, so the rule is visible there too.
 */
export function registerAuth(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access (public, user or admin)`);
    }
  });
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config?.access;
    // Static files and the SPA fallback need no caller; skip the lookup.
    if (!access) return;
    const token = bearerToken(req);
    req.user = token ? await findSessionUser({ db, token }) : null;
    if (access === 'user') requireUser(req);
    if (access === 'admin') requireAdmin(req);
  });
}

export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}

export function requireAdmin(req: FastifyRequest): SessionUser {
  const user = requireUser(req);
  if (!user.admin) throw new AppError('FORBIDDEN');
  return user;
}

/**
 * The user a call is about: an admin may name another one with the UserEmail header (or
 * user_email in the body); for everyone else that parameter is ignored and it is the caller.
 */
export async function resolveTargetUser({ req, db }: { req: FastifyRequest; db: Kysely<DB> }): Promise<User> {
  const caller = requireUser(req);
  const body = req.body as Record<string, unknown> | undefined;
  const named = readParam(req, 'UserEmail') ?? (typeof body?.user_email === 'string' ? body.user_email : undefined);
  const email = caller.admin && named?.trim() ? named.trim() : caller.email;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}
