import * as yup from 'yup';
import { VALIDATION, type ValidationKey } from './messages';
import type { DictionaryKey } from './texts/core';

/**
 * The yup schemas formik and the server both validate with. Messages are dictionary keys
 * (see messages.ts); the caller translates them, so one schema serves every language.
 */
export const MIN_PASSWORD = 8;
export const MAX_TEXT = 200;
export const MAX_PASSWORD = 256;

/**
 * C0 controls and DEL, and lone surrogates (half an emoji: not text, and no UTF-8 can carry one).
 * None belongs in a one-line value (names, emails, passwords, tokens); PostgreSQL refuses NUL in
 * text and a lone surrogate in jsonb, and PGlite fails on one anywhere, so the server refuses them
 * wherever text enters.
 */
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]|\p{Cs}/u;
/** Free text (ideas, answers, comments) may hold line breaks and tabs, no other control. */
export const TEXT_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** Latin, Hangul or any other script is fine; control characters are not. */
const noControlChars = (v: string | undefined) => !v || !CONTROL_CHARS.test(v);

const email = (message: string = VALIDATION.emailInvalid) =>
  yup
    .string()
    .trim()
    .required(message)
    .max(MAX_TEXT, VALIDATION.tooLong)
    .email(message)
    .test('chars', message, noControlChars);

const password = (message: string) =>
  yup.string().required(message).max(MAX_PASSWORD, VALIDATION.tooLong).test('chars', message, noControlChars);

const name = (message: string) =>
  yup.string().trim().required(message).max(MAX_TEXT, VALIDATION.tooLong).test('chars', message, noControlChars);

export interface RegisterSchemaOptions {
  /** Token mode: the domain description the server returned for the access token. */
  emailDesc?: string;
}

export function registerSchema({ emailDesc }: RegisterSchemaOptions = {}) {
  const tokenMode = emailDesc !== undefined;
  // SPEC.md section 5: in token mode every email message names the domain ('Please enter your
  // <domain description> email.'); a link with no domain description accepts any valid email.
  let emailField = email(emailDesc ? VALIDATION.emailDomain : VALIDATION.emailInvalid);
  if (emailDesc) {
    emailField = emailField.test('domain', VALIDATION.emailDomain, (v) =>
      (v ?? '').toLowerCase().endsWith(emailDesc.toLowerCase()),
    );
  }
  return yup.object({
    name: name(tokenMode ? VALIDATION.fullNameRequired : VALIDATION.nameRequired),
    email: emailField,
    password: password(VALIDATION.passwordShort).min(MIN_PASSWORD, VALIDATION.passwordShort),
  });
}

export const loginSchema = yup.object({
  email: email(),
  // Checked exactly as typed (a password set before control characters were refused still works);
  // NUL never gets here, the server refuses it in any body.
  password: yup.string().required(VALIDATION.passwordRequired).max(MAX_PASSWORD, VALIDATION.tooLong),
});

export const resetRequestSchema = yup.object({ email: email() });

export const newPasswordSchema = yup.object({
  password: password(VALIDATION.newPasswordShort).min(MIN_PASSWORD, VALIDATION.newPasswordShort),
});

export type RegisterValues = yup.InferType<ReturnType<typeof registerSchema>>;
export type LoginValues = yup.InferType<typeof loginSchema>;

/** The fields of an account an admin types in (add user, add users, edit user), for every schema of them. */
export const userFields = {
  fullName: () => name(VALIDATION.fullNameRequired),
  email: () => email(),
  password: () => password(VALIDATION.passwordShort).min(MIN_PASSWORD, VALIDATION.passwordShort),
};

/** Add user (team page): the admin types a name, an email and an initial password. */
export const addUserSchema = yup.object({
  name: userFields.fullName(),
  email: userFields.email(),
  password: userFields.password(),
});

/**
 * A database id as SPEC.md's clients send it: a number, or a string of digits (headers carry
 * text). Anything else (an object, '1e3', '0x10') is refused rather than coerced.
 */
export const idField = () =>
  yup
    .number()
    .transform((_, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && !original.trim()) return undefined;
      return typeof original === 'string' && /^\s*\d{1,10}\s*$/.test(original) ? Number(original) : NaN;
    })
    .typeError(VALIDATION.choice)
    .integer(VALIDATION.choice)
    .min(1, VALIDATION.choice)
    .max(2_147_483_647, VALIDATION.choice);

/** SPEC.md section 3: a cohort id, or -1 for all cohorts (or none). */
export const ALL_COHORTS = -1;
const cohortField = () =>
  yup
    .number()
    .transform((_, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && !original.trim()) return undefined;
      return typeof original === 'string' && /^\s*(-1|\d{1,10})\s*$/.test(original) ? Number(original) : NaN;
    })
    .typeError(VALIDATION.choice)
    .integer(VALIDATION.choice)
    .test('cohort', VALIDATION.choice, (v) => v === undefined || v === ALL_COHORTS || (v >= 1 && v <= 2_147_483_647));

/** A yes/no flag as a header carries it: true/1 or false/0; absent is no. */
export const flagField = () =>
  yup
    .boolean()
    .transform((_, original: unknown) => {
      if (typeof original === 'boolean') return original;
      const text = typeof original === 'string' ? original.trim().toLowerCase() : original;
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0' || text === '') return false;
      return null;
    })
    .typeError(VALIDATION.choice)
    .nonNullable(VALIDATION.choice)
    .default(false);

export const requiredText = (message: ValidationKey | DictionaryKey) =>
  yup.string().trim().required(message).max(MAX_TEXT, VALIDATION.tooLong).test('chars', message, noControlChars);

/** Admin dashboard and teams page (SPEC.md section 7); field names are the call's parameters. */
export const addTeamSchema = yup.object({ teamName: requiredText(VALIDATION.teamName) });

export const addCohortSchema = yup.object({
  CohortName: requiredText(VALIDATION.cohortName),
  TeamID: idField().required(VALIDATION.choice),
});

/** SPEC.md section 5: the link text has no spaces (it becomes /r?t=<text>). */
export const addAccessLinkSchema = yup.object({
  LinkText: requiredText(VALIDATION.linkText).matches(/^\S+$/, VALIDATION.linkText),
  TeamID: idField().required(VALIDATION.choice),
  CohortId: cohortField().default(ALL_COHORTS),
});

/**
 * The activations by team and cohort. CohortId is required: a missing one is refused rather than
 * read as -1, so a client bug cannot widen an activation (and its emails) to a whole team.
 */
export const audienceSchema = yup.object({
  TeamID: idField().required(VALIDATION.choice),
  CohortId: cohortField().required(VALIDATION.choice),
});

/** The caller's team and the new user's flags, beside addUserSchema's typed fields. */
export const addUserPlacementSchema = yup.object({
  TeamID: idField().required(VALIDATION.choice),
  Admin: flagField(),
  TeamLeader: flagField(),
});

/** Activate results for chosen users (team page); at most one team's worth at a time. */
export const MAX_USER_IDS = 10_000;
export const userIdsSchema = yup.object({
  UserIDs: yup.array(idField().required(VALIDATION.choice)).required(VALIDATION.choice).min(1, VALIDATION.choice).max(MAX_USER_IDS, VALIDATION.tooLong),
});

/** A whole number, or a string of digits (headers carry text); anything else is refused, not coerced. Empty: not given. */
export const wholeNumberField = (message: string) =>
  yup
    .number()
    .transform((_, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && !original.trim()) return undefined;
      return typeof original === 'string' && /^\s*\d{1,9}\s*$/.test(original) ? Number(original) : NaN;
    })
    .typeError(message)
    .integer(message);
