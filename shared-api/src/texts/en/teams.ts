/** What the admin dashboard answers when a team, a cohort or a link is made. */
export const teams = {
  'teams.created': 'Team created.',
  'teams.cohortCreated': 'Cohort created.',
  'teams.linkCreated': 'Assessment link created.',
};
