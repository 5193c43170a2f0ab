/** Signing up, with or without a team or class link. */
export const register = {
  'register.tokenTitle': 'Take the Innovation Assessment',
  'register.classTitle': 'Create an Account to Join the Class',
  'register.defaultTitle': 'Sign Up for an Innovation Class',
  'register.defaultNote': "You'll choose your class after creating your account.",
  'register.fullName': 'Full Name',
  'register.email': 'Email',
  'register.password': 'Password',
  'register.tokenSubmit': 'Take the Assessment',
  'register.submit': 'Sign Up',
  'register.loginLink': 'Log in',
  'register.haveAccount': 'Already have an account?',
  'register.emailDomainHint': 'Use your {domain} email address.',
};
