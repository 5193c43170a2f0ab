import { mayManageUser, mayViewUser } from 'shared-api/contract';
import { AppError } from './errors';

/** What the rules need to know about the caller (the session user carries it). */
export interface Caller {
  id: number;
  admin: boolean;
  teamId: number;
  /** The teams the caller leads (SPEC.md's teamLead). */
  teamLead: readonly number[];
  /**
   * The caller's admin and leader powers wait for a stronger session (REQUIRE_MFA_FOR_MANAGERS and
   * a password-only session, http/auth.ts): what only those powers allow is refused MFA_REQUIRED.
   */
  powerHeld?: boolean;
}

/**
 * What a call acts on. A rule checked without a target (a route's gate, before its parameters
 * are read) asks whether the caller could pass for some target; the handler then asks again
 * with the real one.
 */
export interface Target {
  /** The team the target belongs to (a team, its cohort or link, a user of it). */
  teamId?: number;
  /** The user the call is about. */
  userId?: number;
  /** That user is an admin or leads a team: only admins act on such an account. */
  privileged?: boolean;
}

/**
 * Who may do what (DESIGN.md, "Decisions for the management half"):
 * - public: anyone, signed in or not.
 * - signedIn: any signed-in user, about themselves.
 * - manageTeam: an admin, or a leader of the target's team (its users, cohorts, links, CSV,
 *   anonymous users, welcome emails, activations, downloads).
 * - manageUser: act on an account (edit, flags, password, welcome and reset emails, moves,
 *   deletion): an admin, or a leader of the user's team when the user is neither an admin nor a
 *   leader (so no leader acts on another leader, an admin or themselves here).
 * - viewUser: read a user's results and responses: the user themselves, or as manageUser.
 * - actForUser: answer or preview as the user: the user themselves or an admin.
 * - skipOpenChecks: take a questionnaire that is not open, unrated (SPEC.md section 6): admins.
 * - admin: admins only (teams, classes, payments, certificates, flags, the outbox).
 * The per-user rules are shared-api's (access.ts), so the screens offer what the gate allows.
 */
export const RULES = {
  public: () => true,
  signedIn: () => true,
  manageTeam: (c: Caller, t: Target) => c.admin || (t.teamId === undefined ? c.teamLead.length > 0 : c.teamLead.includes(t.teamId)),
  viewUser: (c: Caller, t: Target) => t.userId === undefined || mayViewUser(c, userOf(t)),
  manageUser: (c: Caller, t: Target) => (t.userId === undefined ? c.admin || c.teamLead.length > 0 : mayManageUser(c, userOf(t))),
  actForUser: (c: Caller, t: Target) => c.admin || t.userId === undefined || t.userId === c.id,
  skipOpenChecks: (c: Caller) => c.admin,
  admin: (c: Caller) => c.admin,
} satisfies Record<string, (caller: Caller, target: Target) => boolean>;

export type Rule = keyof typeof RULES;

/** A user target as the shared rule reads it; a target without a team matches no leader. */
const userOf = (t: Target) => ({ id: t.userId as number, teamId: t.teamId ?? -1, privileged: t.privileged ?? false });

/** The same person without admin or leader powers: what the rule allows them is about themselves. */
const powerless = (caller: Caller): Caller => ({ ...caller, admin: false, teamLead: [] });

/**
 * How the rule lets this caller act on this target: not at all, as anyone may about themselves, or
 * only through their admin or leader powers. Decided from the rule itself, so no list of
 * management calls has to be kept in step with it.
 */
function grant(caller: Caller, rule: Exclude<Rule, 'public'>, target: Target): 'no' | 'own' | 'power' {
  if (!RULES[rule](caller, target)) return 'no';
  // Most callers have no powers: every check of theirs is about themselves (the gate runs on every request).
  if (!caller.admin && caller.teamLead.length === 0) return 'own';
  return RULES[rule](powerless(caller), target) ? 'own' : 'power';
}

/** Does the rule admit this caller for this target at all, powers held or not? */
export const admits = (caller: Caller, rule: Exclude<Rule, 'public'>, target: Target): boolean => grant(caller, rule, target) !== 'no';

/** Does the rule let this caller act on this target now? null is an anonymous caller. */
export function allows(caller: Caller | null, rule: Rule, target: Target = {}): boolean {
  if (rule === 'public') return true;
  if (caller === null) return false;
  const granted = grant(caller, rule, target);
  return granted === 'own' || (granted === 'power' && !caller.powerHeld);
}

/**
 * The one authorization check: every route's gate and every handler that knows its target call
 * it. 401 for an anonymous caller, 403 for a signed-in one the rule does not let through, 403
 * MFA_REQUIRED where only powers still held (Caller.powerHeld) would.
 */
export function authorize<C extends Caller>(caller: C | null, rule: Exclude<Rule, 'public'>, target: Target = {}): C {
  if (!caller) throw new AppError('UNAUTHORIZED');
  const granted = grant(caller, rule, target);
  if (granted === 'no') throw new AppError('FORBIDDEN');
  if (granted === 'power' && caller.powerHeld) throw new AppError('MFA_REQUIRED');
  return caller;
}
