/** The cookie notice. */
export const cookies = {
  'cookies.title': 'Oops! Cookies are Disabled',
  'cookies.body': 'This site needs cookies to keep you logged in. Please enable cookies in your browser and reload the page.',
};
