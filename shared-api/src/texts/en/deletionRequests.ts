/** The admins' list of confirmed requests to delete an account (issue 26). */
export const deletionRequests = {
  'deletionRequests.title': 'Deletion requests',
  'deletionRequests.intro': 'People who asked for their account to be deleted and confirmed it by email. Delete each account by its date: after that date it is deleted automatically.',
  'deletionRequests.none': 'No one is waiting for their account to be deleted.',
  'deletionRequests.col.person': 'Person',
  'deletionRequests.col.team': 'Team',
  'deletionRequests.col.confirmed': 'Confirmed',
  'deletionRequests.col.due': 'Delete by',
  'deletionRequests.col.action': 'Action',
  'deletionRequests.overdue': 'Overdue',
  'deletionRequests.delete': 'Delete now',
  'deletionRequests.confirmTitle': 'Delete {name}?',
  'deletionRequests.confirmText': '{name} ({email}) and everything the portal holds about them are deleted. This cannot be undone.',
};
