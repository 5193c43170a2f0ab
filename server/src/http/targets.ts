import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { isPrivileged } from 'shared-api/contract';
import type { ReadCache } from '../db/readCache';
import { cachedUser } from '../db/rows';
import type { DB, User } from '../db/types';
import type { SessionUser } from '../features/auth';
import { admits, authorize, type Rule, type Target } from './authorize';
import { AppError } from './errors';
import { readParam } from './params';

/** A rule a target is checked against (public routes name no target). */
export type TargetRule = Exclude<Rule, 'public'>;

/** What a route's target declaration found: the handler's value and what the gate authorizes. */
export interface Found<T> {
  value: T;
  /** Each checked against `rule`, else the route's access rule; one refusal refuses the whole call. */
  checks: { rule?: TargetRule; target: Target }[];
}

export interface TargetContext {
  db: Kysely<DB>;
  reads: ReadCache;
  req: FastifyRequest;
  caller: SessionUser;
}

/** How a route finds its target from its validated input (DESIGN.md: authorized once, at the route). */
export type TargetSpec<I, T> = (input: I, context: TargetContext) => Promise<Found<T>>;

/**
 * Whether a target exists is an administrator's to learn, as they may act on any; one whose powers
 * are held learns only that (authorize throws MFA_REQUIRED), so a held session probes nothing.
 */
const adminMayKnow = (caller: SessionUser) => caller.admin && authorize(caller, 'admin') === caller;

/** A target that does not exist: anyone but an administrator is refused as for a target that is not theirs. */
const missing = (caller: SessionUser, field: string) => new AppError(adminMayKnow(caller) ? 'NOT_FOUND' : 'FORBIDDEN', { extra: { field } });

/** A user as the per-user rules see one: an admin or a leader of any team is privileged. */
export interface TargetUser {
  id: number;
  name: string;
  email: string;
  teamId: number;
  admin: boolean;
  teamLead: number[];
}

const userCheck = (user: TargetUser): Target => ({ userId: user.id, teamId: user.teamId, privileged: isPrivileged(user) });

/** The teams a user leads, as a column of a users query. */
const teamLeadColumn = sql<number[] | null>`(select array_agg(tl.team_id order by tl.team_id) from team_leaders tl where tl.user_id = users.id)`.as('team_lead');

type UsersWhere = { ids: readonly number[] } | { email: string };

function usersWhere(db: Kysely<DB>, where: UsersWhere) {
  const query = db.selectFrom('users');
  return 'ids' in where ? query.where('users.id', 'in', where.ids) : query.where((eb) => eb(eb.fn('lower', ['users.email']), '=', where.email.toLowerCase()));
}

const targetOf = (row: Pick<User, 'id' | 'name' | 'email' | 'team_id' | 'admin'> & { team_lead: number[] | null }): TargetUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  teamId: row.team_id,
  admin: row.admin,
  teamLead: (row.team_lead ?? []).map(Number),
});

async function loadUsers(db: Kysely<DB>, where: UsersWhere): Promise<TargetUser[]> {
  const rows = await usersWhere(db, where).select(['users.id', 'users.name', 'users.email', 'users.team_id', 'users.admin', teamLeadColumn]).execute();
  return rows.map(targetOf);
}

/** Rows per statement when a call names many users: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** A team named by the input (its users, cohorts, links, activations, downloads). */
export function team<I>(pick: (input: I) => number, field = 'TeamID'): TargetSpec<I, { id: number }> {
  return async (input, context) => {
    const { value, checks } = await teams<I>(() => [pick(input)], field)(input, context);
    return { value: value[0], checks };
  };
}

/** Several teams (a CSV whose rows name their teams): refused whole if any one is. */
export function teams<I>(pick: (input: I) => readonly number[], field = 'TeamID'): TargetSpec<I, { id: number }[]> {
  return async (input, { db, caller }) => {
    const ids = [...new Set(pick(input))];
    const found = ids.length ? await db.selectFrom('teams').select('id').where('id', 'in', ids).execute() : [];
    if (found.length !== ids.length) throw missing(caller, field);
    return { value: found, checks: ids.map((teamId) => ({ target: { teamId } })) };
  };
}

/**
 * Accounts to be made in these teams (add-user, a CSV's rows): each team is checked, and a row
 * that makes an admin or a leader is for admins. The teams need not exist yet for the check: a
 * row naming no team is the domain's message to give, row by row.
 */
export function teamsAndFlags<I>(pick: (input: I) => readonly { TeamID: number; Admin?: boolean; TeamLeader?: boolean }[]): TargetSpec<I, undefined> {
  return async (input) => {
    const rows = pick(input);
    const checks: Found<undefined>['checks'] = [...new Set(rows.map((row) => row.TeamID))].map((teamId) => ({ target: { teamId } }));
    if (rows.some((row) => row.Admin || row.TeamLeader)) checks.push({ rule: 'admin', target: {} });
    return { value: undefined, checks };
  };
}

/** One user named by id (edit, password, deletion, responses). */
export function user<I>(pick: (input: I) => number, field = 'UserID'): TargetSpec<I, TargetUser> {
  return async (input, context) => {
    const { value, checks } = await users(() => [pick(input)], { field })(input, context);
    return { value: value[0], checks };
  };
}

/**
 * Users named by id (welcome emails, result activation): refused whole if any one is. An
 * administrator naming ids that are no user's gets `unknown` listed, under `code` (a list with a
 * typo is bad input to result activation, SPEC.md's oldest caller of it).
 */
export function users<I>(pick: (input: I) => readonly number[], { field = 'UserIDs', code = 'NOT_FOUND' }: { field?: string; code?: 'NOT_FOUND' | 'BAD_REQUEST' } = {}): TargetSpec<I, TargetUser[]> {
  return async (input, { db, caller }) => {
    const ids = [...new Set(pick(input))];
    const found: TargetUser[] = [];
    for (let i = 0; i < ids.length; i += BATCH) found.push(...(await loadUsers(db, { ids: ids.slice(i, i + BATCH) })));
    if (found.length !== ids.length) {
      if (!adminMayKnow(caller)) throw missing(caller, field);
      const known = new Set(found.map((u) => u.id));
      throw new AppError(code, { extra: { field, unknown: ids.filter((id) => !known.has(id)) } });
    }
    return { value: found, checks: found.map((u) => ({ target: userCheck(u) })) };
  };
}

/**
 * The user a participant's call is about (SPEC.md sends UserEmail or user_email, and the results
 * page UserID): the one named when `rule` lets the caller act for or view them, else the caller.
 * Participants' clients name themselves there, so naming someone else is not refused, only
 * ignored; an unknown user is NOT_FOUND for an administrator, who may look anyone up. The named
 * user is left to the rule's check at the gate, which holds powers that wait for a stronger session.
 */
export function subject<I>(rule: 'viewUser' | 'actForUser'): TargetSpec<I, User> {
  return async (input, { db, reads, req, caller }) => {
    const body = req.body as Record<string, unknown> | undefined;
    const email = (readParam(req, 'UserEmail') ?? (typeof body?.user_email === 'string' ? body.user_email : undefined))?.trim();
    const id = (input as { UserID?: unknown } | undefined)?.UserID;
    const named =
      typeof id === 'number' && id !== caller.id
        ? { ids: [id] }
        : email && email.toLowerCase() !== caller.email.toLowerCase()
          ? { email }
          : null;
    if (named) {
      // The whole row and the teams led in one query: the rule needs the one, the handler the other.
      const found = await usersWhere(db, named).selectAll('users').select(teamLeadColumn).executeTakeFirst();
      const target = found && userCheck(targetOf(found));
      if (found && target && admits(caller, rule, target)) {
        const { team_lead: _teamLead, ...row } = found;
        return { value: row, checks: [{ rule, target }] };
      }
      if (!found && adminMayKnow(caller)) throw new AppError('NOT_FOUND');
    }
    const self = await cachedUser({ db, reads, id: caller.id });
    if (!self) throw new AppError('NOT_FOUND');
    return { value: self, checks: [] };
  };
}

/** A queued email, by its recipient: a message to no account is the administrators' alone. */
export function emailMessage<I>(pick: (input: I) => number, field = 'EmailID'): TargetSpec<I, { id: number; to: string; recipient: TargetUser | null }> {
  return async (input, { db, caller }) => {
    const job = await db.selectFrom('email_jobs').select(['id', 'to_address']).where('id', '=', pick(input)).executeTakeFirst();
    if (!job) throw missing(caller, field);
    const [recipient = null] = await loadUsers(db, { email: job.to_address });
    const target = recipient ? userCheck(recipient) : { userId: 0, privileged: true };
    return { value: { id: job.id, to: job.to_address, recipient }, checks: [{ target }] };
  };
}

/** A class (its team decides who may act on it). */
export function classOf<I>(pick: (input: I) => number, field = 'ClassID'): TargetSpec<I, { id: number; teamId: number }> {
  return async (input, { db, caller }) => {
    const row = await db.selectFrom('classes').select(['id', 'team_id']).where('id', '=', pick(input)).executeTakeFirst();
    if (!row) throw missing(caller, field);
    return { value: { id: row.id, teamId: row.team_id }, checks: [{ target: { teamId: row.team_id } }] };
  };
}

/** A cohort (its team decides who may act on it). */
export function cohort<I>(pick: (input: I) => number, field = 'CohortId'): TargetSpec<I, { id: number; teamId: number; name: string }> {
  return async (input, { db, caller }) => {
    const row = await db.selectFrom('cohorts').select(['id', 'team_id', 'name']).where('id', '=', pick(input)).executeTakeFirst();
    if (!row) throw missing(caller, field);
    return { value: { id: row.id, teamId: row.team_id, name: row.name }, checks: [{ target: { teamId: row.team_id } }] };
  };
}

export interface AccessLinkTarget {
  id: number;
  teamId: number;
  value: string;
}

/** An assessment link by its text (its team decides who may act on it). */
export function accessLink<I>(pick: (input: I) => string, field = 'LinkText'): TargetSpec<I, AccessLinkTarget> {
  return async (input, { db, caller }) => {
    const row = await db.selectFrom('access_links').select(['id', 'team_id', 'value']).where('value', '=', pick(input)).executeTakeFirst();
    if (!row) throw missing(caller, field);
    return { value: { id: row.id, teamId: row.team_id, value: row.value }, checks: [{ target: { teamId: row.team_id } }] };
  };
}

/**
 * Users and the team they go to (move-users): each user by the route's rule, the team as a team
 * the caller manages; one refusal refuses the whole call.
 */
export function usersInto<I>(pickUsers: (input: I) => readonly number[], pickTeam: (input: I) => number): TargetSpec<I, { users: TargetUser[]; team: { id: number } }> {
  return async (input, context) => {
    const moved = await users(pickUsers)(input, context);
    const into = await team(pickTeam)(input, context);
    const teamChecks = into.checks.map((check) => ({ ...check, rule: 'manageTeam' as const }));
    return { value: { users: moved.value, team: into.value }, checks: [...moved.checks, ...teamChecks] };
  };
}

/** A scheduled action (its team decides who may see or cancel it). */
export function scheduledAction<I>(pick: (input: I) => number, field = 'ID'): TargetSpec<I, { id: number; teamId: number }> {
  return async (input, { db, caller }) => {
    const row = await db.selectFrom('scheduled_actions').select(['id', 'team_id']).where('id', '=', pick(input)).executeTakeFirst();
    if (!row) throw missing(caller, field);
    return { value: { id: row.id, teamId: row.team_id }, checks: [{ target: { teamId: row.team_id } }] };
  };
}
