/** The teams list (/teams). */
export const teamsList = {
  'teamsList.title': 'Teams',
  'teamsList.addTitle': 'Add a Team',
  'teamsList.name': 'Team name',
  'teamsList.add': 'Add Team',
  'teamsList.listTitle': 'All Teams',
  'teamsList.empty': 'There are no teams yet.',
};
