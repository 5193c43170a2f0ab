/** The first login: choosing one's own password. */
export const welcome = {
  'welcome.title': 'Welcome!',
  'welcome.firstLogin': 'This is your first time logging in. Please choose a new password to continue.',
  'welcome.password': 'New password',
  'welcome.submit': 'Update Password',
};
