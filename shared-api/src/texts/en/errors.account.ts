import type { AccountErrorCode } from '../../common/errorCodes';

/**
 * The messages of the codes only the second factor's and single sign-on's screens show: they load
 * with those screens' texts (the `account` part, ../lazy.ts), not on every first page.
 */
export const errorsAccount = {
  'errors.MFA_CODE_INVALID': "That code isn't right. Please enter the current code from your authenticator app, or an unused recovery code.",
  'errors.MFA_ALREADY_ENABLED': 'Your account already has a second factor. Turn it off first to set up a new one.',
  'errors.MFA_NOT_SET_UP': 'Please start the setup of a second factor first.',
  'errors.MFA_NOT_ENABLED': 'This account has no second factor.',
  'errors.MFA_TOKEN_INVALID': 'Your login has expired. Please log in again with your email and password.',
  'errors.SSO_NOT_CONFIGURED': "Single sign-on isn't set up for this organisation. Please log in with your password.",
  'errors.SSO_DOMAIN_TAKEN': "The email domain {domain} already logs in through another team's identity provider.",
  'errors.SSO_DOMAIN_REGISTERED': "The email domain {domain} is where people sign up for the team {team}: they would be sent to this team's identity provider instead. Remove it from that team's email domains first, or leave it out here.",
  'errors.SSO_DOMAIN_IN_USE': 'Accounts in other teams use the email domain {domain} ({count} in all): they could no longer log in through their own team. Move them to this team first (Users, Move), or leave the domain out.',
  'errors.SSO_SECRET_REQUIRED': 'Please enter the client secret your identity provider issued.',
  'errors.SSO_PROVIDER': "Your organisation's identity provider could not be reached or did not answer as expected. Please try again later.",
  'errors.SSO_CODE_INVALID': 'This login has expired. Please start again.',
  'errors.SSO_STATE_INVALID': 'This login through your organisation has expired or was already used. Please start again.',
  'errors.SSO_FAILED': "Logging in through your organisation didn't work. Please try again.",
  'errors.SSO_EMAIL_UNVERIFIED': "Your organisation hasn't confirmed your email address, so you can't log in with it here.",
  'errors.SSO_EMAIL_DOMAIN': "Your organisation's account has an email address this team doesn't cover.",
  'errors.SSO_ACCOUNT_REFUSED': "An account with your email already exists and can't log in through your organisation. Log in with its password; if it has none, choose 'Forgot your password?' to get a link that sets one.",
  'errors.SSO_SIGN_IN_AGAIN': 'For your safety, log in again through your organisation, then make this change within 5 minutes.',
  'errors.DELETION_LINK_INVALID': 'This link no longer works: it was already used, it has expired, or a newer one replaced it. You can ask again from your account page.',
  'errors.DELETION_NOT_FOR_ADMINS': "An admin's account is deleted by another admin. Please ask another admin to delete yours.",
  'errors.DELETION_NO_MAILBOX': 'Your account has no email address we can send the confirmation to. Please ask an admin to delete it.',
  'errors.DELETION_ALREADY_CONFIRMED': 'Your account is already due to be deleted: you confirmed your request, so there is nothing more to do.',
  'errors.PAYMENTS_OFF': 'Paying by card is not set up on this portal yet, so this class cannot be paid for here. Please contact your organisation.',
} satisfies Record<`errors.${AccountErrorCode}`, string>;
