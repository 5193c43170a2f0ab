import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TranslateVars } from 'shared-api/texts';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Rule } from './authorize';
import { writesStarted } from '../db/writes';
import { authorize } from './authorize';
import { requireUser } from './auth';
import { bodyOf, readHeader } from './params';
import type { TargetSpec } from './targets';
import { validateWith } from './validate';

/**
 * What a route takes: a shared yup schema (the one formik uses), each field read as the SPEC.md
 * parameter of the same name (a header, URI-encoded allowed, a JSON body field, or for a GET the
 * query string) unless `from` names the parameter. Invalid input is 400 VALIDATION with a
 * message per field.
 */
export interface Input<S extends AnyObjectSchema> {
  schema: S;
  from?: Partial<Record<keyof InferType<S> & string, string>>;
  /** Values for the placeholders of the schema's messages (a limit the text names). */
  vars?: TranslateVars;
}

export async function readInput<S extends AnyObjectSchema>(req: FastifyRequest, { schema, from, vars }: Input<S>): Promise<InferType<S>> {
  const raw: Record<string, unknown> = {};
  const body = bodyOf(req);
  const query = (req.method === 'GET' ? req.query : {}) as Record<string, unknown>;
  for (const field of Object.keys(schema.fields)) {
    const name = from?.[field as keyof typeof from] ?? field;
    // Body values keep their JSON type: validateWith counts a wrong type as a missing field.
    raw[field] = readHeader(req, name) ?? body[name] ?? query[name];
  }
  return validateWith(req, schema, raw, vars);
}

/** Rules about a target: a route using one names its target. */
const TARGETED = new Set<Rule>(['manageTeam', 'manageUser', 'viewUser', 'actForUser']);

type InputOf<S> = S extends AnyObjectSchema ? InferType<S> : undefined;

interface RouteDef<S extends AnyObjectSchema | undefined, R, T> {
  method?: 'GET' | 'POST';
  url: string;
  /** Who may call it (http/authorize.ts): at all, then on its target. */
  access: Rule;
  /**
   * How its target is found from the validated input (http/targets.ts: a team, a user, users, an
   * email, a class...). The gate loads it and authorizes the caller on it by `access` before the
   * handler runs; the handler gets it, authorized. Domain functions never authorize.
   */
  target?: TargetSpec<InputOf<S>, T>;
  /**
   * For a rule about a target with no target to name: the answer is made of the caller's own
   * (a leader's lists of the teams they lead). Such a route declares it, so no route about a
   * target can be added without saying how its target is found.
   */
  callersOwn?: true;
  /** Other route settings, e.g. a rate limit. */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** A larger body than the server's default, for a call that carries many rows. */
  bodyLimit?: number;
  /**
   * false for a call made on every page whose answer is a few hundred bytes (or already
   * compressed): the compression plugin's two hooks would cost more than they save.
   */
  compress?: false;
  input?: S extends AnyObjectSchema ? Input<S> : undefined;
  /**
   * false for a probe (a load balancer's health check): its answer never waits on the change
   * feed, even when another request wrote meanwhile (the write count is the process's).
   */
  settles?: false;
  handler(req: FastifyRequest, input: InputOf<S>, reply: FastifyReply, target: T): Promise<R>;
}

/**
 * Every /api route is declared this way: its rule, its input, its target, one handler. The gate
 * runs first (http/auth.ts: an anonymous caller gets 401 before any other 400, a caller the rule
 * admits for no target 403), then the input is read and validated once, then the target is
 * loaded and the rule applied to it.
 */
export function route<S extends AnyObjectSchema | undefined = undefined, R = unknown, T = unknown>(app: FastifyInstance, def: RouteDef<S, R, T>) {
  if (TARGETED.has(def.access) && !def.target && !def.callersOwn) {
    throw new Error(`Route ${def.url} uses the rule ${def.access}: declare its target (http/targets.ts), or callersOwn for an answer made of the caller's own`);
  }
  app.route({
    method: def.method ?? 'POST',
    url: def.url,
    config: { ...def.config, access: def.access },
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    ...(def.compress === false ? { compress: false } : {}),
    handler: async (req, reply) => {
      const before = writesStarted();
      try {
        const input = (def.input ? await readInput(req, def.input) : undefined) as InputOf<S>;
        return await def.handler(req, input, reply, await authorizedTarget(req, def, input));
      } finally {
        // Read your own writes: the caller's next request, on this instance, sees what this one changed.
        if (def.settles !== false && writesStarted() !== before) await app.reads.settle();
      }
    },
  });
}

async function authorizedTarget<S extends AnyObjectSchema | undefined, R, T>(req: FastifyRequest, def: RouteDef<S, R, T>, input: InputOf<S>): Promise<T> {
  if (!def.target || def.access === 'public') return undefined as T;
  const caller = requireUser(req);
  const { value, checks } = await def.target(input, { db: req.server.db, reads: req.server.reads, req, caller });
  for (const check of checks) authorize(caller, check.rule ?? def.access, check.target);
  return value;
}
