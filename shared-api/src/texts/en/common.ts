/** The shell's chrome and texts every screen may use. */
export const common = {
  'lang.ENG': 'English',
  'lang.SPA': 'Español',
  'lang.KOR': '한국어',
  'lang.BRPT': 'Português (Brasil)',
  'lang.label': 'Language',

  'nav.assessment': 'Assessment',
  'nav.teams': 'Teams',
  'nav.classes': 'Classes',
  'nav.adminBadge': 'Admin',
  'nav.leaderBadge': 'Team leader',
  'nav.signOut': 'Sign out',
  'nav.login': 'Login',
  'nav.home': 'Innovation Portal',

  'footer.privacy': 'Privacy policy',
  'footer.support': 'Support',

  'cookies.title': 'Oops! Cookies are Disabled',
  'cookies.body': 'This site needs cookies to keep you logged in. Please enable cookies in your browser and reload the page.',

  'notFound.title': "Oops, we couldn't find that page.",
  'notFound.help': 'Need help? Email us at {email}',
  'notFound.home': 'Go to the home page',

  'common.loading': 'Loading...',
  'common.close': 'Close',
  'common.remoteFailed': 'This part of the site could not be loaded. Please check your connection and reload the page.',
  'common.reload': 'Reload',
};
