import type { DictionaryKey } from '../texts';

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
  mfaCode: 'validation.mfaCode',
  recoveryCode: 'validation.recoveryCode',
  currentPassword: 'validation.currentPassword',
} as const satisfies Record<string, DictionaryKey>;

export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];
