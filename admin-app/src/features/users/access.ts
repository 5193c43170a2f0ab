import { useMemo } from 'react';
import { isPrivileged, readSession, useMeQuery, type AccessCaller, type AccessUser, type TeamUser, type UserResponsesResponse } from 'shared-api';

/**
 * The caller as shared-api's per-user rule reads it, so the screens offer only what the server's
 * gate allows. The session cookie says who and whether an admin; only /api/me says which teams a
 * leader leads, so for anyone else this is undefined until it answers (a screen drawn before would
 * first lock, then unlock, every row). Admins need no answer: they act on everyone.
 */
export function useCaller(): AccessCaller | undefined {
  const session = readSession();
  const me = useMeQuery(undefined, { skip: !session || session.admin });
  const id = session?.userId ?? 0;
  const admin = session?.admin ?? false;
  // The host shares this cache; an answer about an earlier account must not unlock anything.
  const data = session && me.data?.user_id === id ? me.data : undefined;
  const pending = Boolean(session && !admin && !data && (me.isLoading || me.isFetching));
  // Kept while nothing changes: screens derive their selection from it.
  return useMemo(() => {
    if (admin) return { id, admin: true, teamLead: [] };
    if (data) return { id, admin: data.admin, teamLead: data.teamLead };
    // No session or no answer: offer nothing per user rather than buttons the server may refuse.
    return pending ? undefined : { id, admin: false, teamLead: [] };
  }, [id, admin, data, pending]);
}

/** A row of the team page's users, as the rule reads it. */
export const teamUserAccess = (user: TeamUser): AccessUser => ({ id: user.id, teamId: user.team_id, privileged: isPrivileged(user) });

/** The user page's user (its answer carries no id: the page's userID is it). */
export const userDetailAccess = (id: number, user: UserResponsesResponse): AccessUser => ({
  id,
  teamId: user.userTeamID,
  privileged: isPrivileged({ admin: user.userAdmin, teamLead: user.teamLead }),
});
