/** Choosing a new password from a reset link. */
export const reset = {
  'reset.title': 'Choose a New Password',
  'reset.password': 'New password',
  'reset.submit': 'Update Password',
  'reset.newLink': 'Send me a new link',
};
