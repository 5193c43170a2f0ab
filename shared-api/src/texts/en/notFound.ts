/** The page of an unknown address. */
export const notFound = {
  'notFound.title': "Oops, we couldn't find that page.",
  'notFound.help': 'Need help? Email us at {email}',
  'notFound.home': 'Go to the home page',
};
