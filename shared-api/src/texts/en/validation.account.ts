/** The field messages only the second factor's and single sign-on's forms show (the `account` part, ../lazy.ts). */
export const validationAccount = {
  'validation.mfaCode': 'Please enter the 6-digit code from your authenticator app.',
  'validation.recoveryCode': 'Please enter one of your recovery codes.',
  'validation.currentPassword': 'Please enter your current password.',
  'validation.ssoIssuer': "Please enter the identity provider's address (its issuer), starting with https://.",
  'validation.ssoClientId': 'Please enter the client ID your identity provider issued.',
  'validation.ssoClientSecret': 'Please enter the client secret without line breaks.',
  'validation.ssoDomains': 'Please enter at least one email domain, such as example.org.',
};
