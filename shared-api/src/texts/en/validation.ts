/** Messages of the shared yup schemas and of the server's own field checks. */
export const validation = {
  'validation.nameRequired': 'Please enter your name.',
  'validation.fullNameRequired': 'Please enter your full name.',
  'validation.emailInvalid': 'Please enter a valid email.',
  'validation.emailDomain': 'Please enter your {domain} email.',
  'validation.passwordShort': "Please enter a password that's at least 8 characters.",
  'validation.passwordRequired': 'Please enter a valid password.',
  'validation.newPasswordShort': 'Please enter a valid password. Passwords must be at least 8 characters long.',
  'validation.tooLong': 'This entry is too long.',
  'validation.teamName': 'Please enter a valid team name.',
  'validation.cohortName': 'Please enter a valid cohort name.',
  'validation.linkText': 'Please enter link text without spaces.',
  'validation.choice': 'Please choose a valid option.',
};
