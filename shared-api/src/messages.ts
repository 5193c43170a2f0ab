import type { DictionaryKey } from './texts';

/**
 * Message keys shared by the yup schemas (client) and the server's error answers.
 * The texts live in ./texts; both sides translate a key with the user's language.
 */
export const VALIDATION = {
  nameRequired: 'validation.nameRequired',
  fullNameRequired: 'validation.fullNameRequired',
  emailInvalid: 'validation.emailInvalid',
  emailDomain: 'validation.emailDomain',
  passwordShort: 'validation.passwordShort',
  passwordRequired: 'validation.passwordRequired',
  newPasswordShort: 'validation.newPasswordShort',
  tooLong: 'validation.tooLong',
  teamName: 'validation.teamName',
  cohortName: 'validation.cohortName',
  linkText: 'validation.linkText',
  choice: 'validation.choice',
} as const satisfies Record<string, DictionaryKey>;

export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];

/** Error codes the server answers with; each has a text under `errors.<CODE>` in texts/<language>/errors.ts. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'LOGIN_FAILED',
  'EMAIL_NOT_FOUND',
  'RESET_EXPIRED',
  'INVALID_ACCESS_TOKEN',
  'INVALID_CLASS',
  'CONFLICT',
  'CLASS_FULL',
  'ADMIN_PLATFORM_ONLY',
  'UNAVAILABLE',
  'ASSESSMENT_NOT_ACTIVE',
  'ALREADY_SUBMITTED',
  'TIMER_NOT_STARTED',
  'TIMER_EXPIRED',
  'LINK_EXPIRED',
  'LINK_TAKEN',
  'QUESTIONNAIRE_NOT_ACTIVE',
  'CURRENT_PASSWORD',
  'SLUG_TAKEN',
  'TEAM_PROTECTED',
  'EMAIL_TAKEN',
  'USERS_INVALID',
  'DELETE_SELF',
  'DEMOTE_SELF',
  'CLASS_CLOSED',
  'LEAVE_PAID_CLASS_FIRST',
  'NOT_IN_CLASS',
  'NO_REFUND_CONFIRM',
  'CAPACITY_BELOW_STUDENTS',
  'NOTHING_TO_PAY',
  'ALREADY_PAID',
  'EMAIL_NOT_FAILED',
  'PAYMENT_PROVIDER',
  'WEBHOOK_SIGNATURE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
