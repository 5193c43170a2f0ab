/** Emails: a subject and a body per template. */
export const email = {
  'email.reset.subject': 'Reset your Innovation Portal password',
  'email.reset.body': 'Hello {name},\n\nWe received a request to reset your password. Choose a new one here (the link is valid for one hour):\n{link}\n\nIf you did not ask for this, you can ignore this email.',
  'email.welcome.subject': 'Welcome to the Innovation Portal',
  'email.welcome.body': 'Hello {name},\n\nAn account on the Innovation Portal has been created for you. Choose your password here (the link is valid for {days} days):\n{link}\n\nAfter that, log in with this email address ({email}) and your new password.\n\nQuestions? Write to {support}.',
  'email.reassessment.subject': 'Your innovation reassessment is open',
  'email.reassessment.body': 'Hello {name},\n\nIt is time for your innovation reassessment: a short set of questions that shows how your skills have developed since you first took the assessment. Log in to take it from your portal:\n{link}\n\nQuestions? Write to {support}.',
  'email.reminder.subject': 'A reminder: {questionnaire} is waiting for you',
  'email.reminder.body': 'Hello {name},\n\nA reminder: {questionnaire} is open for you and not finished yet. Log in to continue where you left off:\n{link}\n\nQuestions? Write to {support}.',
  'email.resultsReady.subject': 'Your innovation results are ready',
  'email.resultsReady.body': 'Hello {name},\n\nYour personal innovation results are ready. Log in to read your report:\n{link}\n\nQuestions? Write to {support}.',
  'email.retentionWarning.subject': 'Participants of {team} will be {action} on {due}',
  'email.retentionWarning.body': 'Hello,\n\nAs the retention setting of the team {team} says, the personal data of its {count} participants will be {action} on {due}. To keep them longer, change the setting or the programme\'s end date on the team page before then:\n{link}\n\nThis is an automatic message of the Innovation Portal.',
  'email.deletion.subject': 'Confirm the deletion of your Innovation Portal account',
  'email.deletion.body': 'Hello {name},\n\nWe received a request to delete your Innovation Portal account and everything it holds about you. To confirm it, open this link (valid for {hours} hours):\n{link}\n\nOnce you confirm, an admin deletes your account within {days} days. If you did not ask for this, ignore this email: nothing is deleted.',
};
