/** A changed password. */
export const password = {
  'password.updated': 'Your password has been updated.',
};
