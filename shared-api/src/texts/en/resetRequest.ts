/** Asking for a password reset email. */
export const resetRequest = {
  'resetRequest.title': 'Forgot Your Password?',
  'resetRequest.body': "Enter the email you signed up with and we'll send you a link to choose a new password.",
  'resetRequest.email': 'Email',
  'resetRequest.submit': 'Send Reset Link',
  'resetRequest.sent': "Check your email: we've sent you a link to reset your password. It is valid for one hour.",
  'resetRequest.contact': 'Contact support',
  'resetRequest.backToLogin': 'Back to login',
};
