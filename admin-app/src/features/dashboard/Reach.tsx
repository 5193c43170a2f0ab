import { usePreviewQuery, useTeamUsersQuery, type PreviewRequest } from 'shared-api';
import { usePlural } from 'shared-ui';
import { ANY_COHORT, type TeamCohortValues } from './TeamCohortFields';

/**
 * How many users the chosen team and cohort hold, said in a confirmation before an action
 * reaches them (issue 22). Until the team's list is in, or if it cannot be read, it says nothing:
 * the confirmation still names the team and cohort.
 */
export function Reach({ values, audience }: { values: TeamCohortValues; audience: string }) {
  const plural = usePlural();
  const team = useTeamUsersQuery(Number(values.TeamID));
  if (!team.data) return null;
  const users = values.CohortId === ANY_COHORT ? team.data.users : team.data.users.filter((u) => String(u.cohort_id) === values.CohortId);
  return <p>{plural(users.length, { one: 'admin.reach.one', other: 'admin.reach.other' }, { audience })}</p>;
}

/**
 * How many the call would reach now, as the server counts it (header Preview: the same code that
 * acts, undone): those who have not finished, have it open, are not anonymous... Said under the
 * team's size; nothing while it is counted or if it cannot be.
 */
export function PreviewReach({ request }: { request: PreviewRequest }) {
  const preview = usePreviewQuery(request);
  return preview.data ? <p role="status">{preview.data.msg}</p> : null;
}
