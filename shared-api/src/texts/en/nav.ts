/** The navbar. */
export const nav = {
  'nav.assessment': 'Assessment',
  'nav.teams': 'Teams',
  'nav.classes': 'Classes',
  'nav.adminBadge': 'Admin',
  'nav.leaderBadge': 'Team leader',
  'nav.signOut': 'Sign out',
  'nav.account': 'Account',
  'nav.login': 'Login',
  'nav.home': 'Innovation Portal',
};
