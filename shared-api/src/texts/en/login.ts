/** Logging in. */
export const login = {
  'login.title': 'Log In',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Log In',
  'login.resetLink': 'Reset your password',
  'login.forgot': 'Forgot your password?',
  'login.noAccount': "Don't have an account?",
  'login.signUp': 'Sign up',
  'login.anonymousFailed': 'This login link is not valid. Please check it, or ask the person who gave it to you for a new one.',
  'login.signingIn': 'Logging you in...',
};
