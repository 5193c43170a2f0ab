/**
 * The per-user rule (DESIGN.md, "Decisions for trust and programmes"), one function for the
 * server's gate (server/src/http/authorize.ts) and for the screens that must not offer what the
 * gate refuses: administrators act on everyone; a team leader acts only on the participants of
 * the teams they lead, never on an administrator or a leader (themselves included, through a
 * management call).
 */
export interface AccessCaller {
  id: number;
  admin: boolean;
  /** The teams the caller leads. */
  teamLead: readonly number[];
}

export interface AccessUser {
  id: number;
  /** The user's team. */
  teamId: number;
  /** An administrator or a leader of any team: only administrators act on such an account. */
  privileged: boolean;
}

/** Change, re-password, flag, move, delete, send welcome or reset emails to the user. */
export const mayManageUser = (caller: AccessCaller, user: AccessUser): boolean =>
  caller.admin || (caller.teamLead.includes(user.teamId) && !user.privileged && user.id !== caller.id);

/** Read the user's results and responses: as managing, and anyone their own. */
export const mayViewUser = (caller: AccessCaller, user: AccessUser): boolean => user.id === caller.id || mayManageUser(caller, user);

/** Whether only administrators may act on a user with these flags. */
export const isPrivileged = (user: { admin: boolean; teamLead: readonly number[] }): boolean => user.admin || user.teamLead.length > 0;
