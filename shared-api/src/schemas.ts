import * as yup from 'yup';
import { VALIDATION } from './messages';

/**
 * The yup schemas formik and the server both validate with. Messages are dictionary keys
 * (see messages.ts); the caller translates them, so one schema serves every language.
 */
export const MIN_PASSWORD = 8;
const MAX_TEXT = 200;
const MAX_PASSWORD = 256;

/** Latin, Hangul or any other script is fine in names; control characters are not. */
const noControlChars = (v: string | undefined) => !v || !/[\u0000-\u001f\u007f]/.test(v);

const email = (message: string = VALIDATION.emailInvalid) =>
  yup
    .string()
    .trim()
    .required(message)
    .max(MAX_TEXT, VALIDATION.tooLong)
    .email(message);

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
    name: yup
      .string()
      .trim()
      .required(tokenMode ? VALIDATION.fullNameRequired : VALIDATION.nameRequired)
      .max(MAX_TEXT, VALIDATION.tooLong)
      .test('chars', tokenMode ? VALIDATION.fullNameRequired : VALIDATION.nameRequired, noControlChars),
    email: emailField,
    password: yup
      .string()
      .required(VALIDATION.passwordShort)
      .min(MIN_PASSWORD, VALIDATION.passwordShort)
      .max(MAX_PASSWORD, VALIDATION.tooLong),
  });
}

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(VALIDATION.passwordRequired).max(MAX_PASSWORD, VALIDATION.tooLong),
});

export const resetRequestSchema = yup.object({ email: email() });

export const newPasswordSchema = yup.object({
  password: yup
    .string()
    .required(VALIDATION.newPasswordShort)
    .min(MIN_PASSWORD, VALIDATION.newPasswordShort)
    .max(MAX_PASSWORD, VALIDATION.tooLong),
});

export type RegisterValues = yup.InferType<ReturnType<typeof registerSchema>>;
export type LoginValues = yup.InferType<typeof loginSchema>;

/** Add user (team page): the admin types a name, an email and an initial password. */
export const addUserSchema = yup.object({
  name: yup.string().trim().required(VALIDATION.fullNameRequired).max(MAX_TEXT, VALIDATION.tooLong),
  email: email(),
  password: yup
    .string()
    .required(VALIDATION.passwordShort)
    .min(MIN_PASSWORD, VALIDATION.passwordShort)
    .max(MAX_PASSWORD, VALIDATION.tooLong),
});
