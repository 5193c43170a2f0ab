import { useTeamUsersQuery } from 'shared-api';
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
