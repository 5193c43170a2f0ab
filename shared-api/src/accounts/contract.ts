import * as yup from 'yup';
import { emailInput, idField, MAX_PASSWORD, MAX_TEXT, MIN_PASSWORD, nameInput, passwordInput } from '../common/fields';
import { VALIDATION } from '../common/messages';
import { type Language, LANGUAGES } from '../common/types';
import type { TeamSettings } from '../teams/contract';

/** Accounts and sessions (SPEC.md section 7): register, log in, reset, the caller (/api/me), language; the session lifetime and the anonymous-link codec. */

export interface SessionFields {
  access_token: string;
  email: string;
  admin: boolean;
  team_id: number;
  user_id: number;
}

export interface RegisterRequest {
  email: string;
  password: string;
  name: string;
  classID?: number | string | null;
  teamID?: number | string | null;
}

export interface RegisterWithTokenRequest {
  email: string;
  password: string;
  name: string;
  token: string;
}

/** On conflict the session fields are empty strings/zero and conflict is true. */
export interface RegisterResponse extends SessionFields {
  conflict: boolean;
  language: Language;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse extends SessionFields {
  first_login: boolean;
  language: Language;
}

export interface TeamAccessTokenResponse {
  valid: boolean;
  emailDesc: string;
}

export interface VerifyClassResponse {
  valid: boolean;
  className: string;
}

export interface ResetRequestRequest {
  email: string;
}

/** error is false when the email was sent; an unknown email answers 404 with the error body. */
export interface ResetRequestResponse {
  error: false;
}

export interface TokenValidRequest {
  access_token: string;
}

export interface TokenValidResponse {
  token_is_valid: boolean;
}

/** After a password change every older token is revoked, so a fresh session is returned. */
export interface UpdatePasswordResponse extends SessionFields {
  msg: string;
  language: Language;
}

export interface MeResponse {
  user_id: number;
  name: string;
  email: string;
  admin: boolean;
  /** Leads at least one team. */
  teamLeader: boolean;
  /** The ids of the teams the user leads (SPEC.md section 3's teamLead). */
  teamLead: number[];
  team_id: number;
  language: Language;
  first_login: boolean;
  team: TeamSettings;
  /** The class the user is enrolled in, if any. */
  classId: number | null;
  /** A second factor is in force (issue 24). */
  mfa_enabled: boolean;
  /** The account has a password here (one made by single sign-on has none until a reset link gives it one). */
  has_password: boolean;
  /**
   * REQUIRE_MFA_FOR_MANAGERS holds this administrator or leader until this session is one opened
   * with a second factor (or single sign-on): every call that needs their powers answers 403
   * MFA_REQUIRED meanwhile, so the shell leads them to /account, to set one up or sign in again.
   */
  mfa_setup_required: boolean;
}

export interface SetLanguageRequest {
  language: Language;
}

/** POST /api/logout: the token is revoked server-side; the client clears its cookies. */
export interface LogoutResponse {
  ok: true;
}

/** POST /api/set-language answers with the stored language. */
export interface SetLanguageResponse {
  language: Language;
}

export interface RegisterSchemaOptions {
  /** Token mode: the domain description the server returned for the access token. */
  emailDesc?: string;
}

export function registerSchema({ emailDesc }: RegisterSchemaOptions = {}) {
  const tokenMode = emailDesc !== undefined;
  // SPEC.md section 5: in token mode every email message names the domain ('Please enter your
  // <domain description> email.'); a link with no domain description accepts any valid email.
  let emailField = emailInput(emailDesc ? VALIDATION.emailDomain : VALIDATION.emailInvalid);
  if (emailDesc) {
    emailField = emailField.test('domain', VALIDATION.emailDomain, (v) =>
      (v ?? '').toLowerCase().endsWith(emailDesc.toLowerCase()),
    );
  }
  return yup.object({
    name: nameInput(tokenMode ? VALIDATION.fullNameRequired : VALIDATION.nameRequired),
    email: emailField,
    password: passwordInput(VALIDATION.passwordShort).min(MIN_PASSWORD, VALIDATION.passwordShort),
  });
}

export const loginSchema = yup.object({
  email: emailInput(),
  // Checked exactly as typed (a password set before control characters were refused still works);
  // NUL never gets here, the server refuses it in any body.
  password: yup.string().required(VALIDATION.passwordRequired).max(MAX_PASSWORD, VALIDATION.tooLong),
});

export const resetRequestSchema = yup.object({ email: emailInput() });

export const newPasswordSchema = yup.object({
  password: passwordInput(VALIDATION.newPasswordShort).min(MIN_PASSWORD, VALIDATION.newPasswordShort),
});

export type RegisterValues = yup.InferType<ReturnType<typeof registerSchema>>;

export type LoginValues = yup.InferType<typeof loginSchema>;

/**
 * The inputs of calls no form fills in (link tokens, ids from a URL, flags): the server reads
 * each by its SPEC.md parameter name, as it reads the form schemas.
 */

/** A class link carries both ids; register refuses half of one. */
export const registerPlacementSchema = yup.object({ classID: idField(), teamID: idField() });

/** An access link's text (SPEC.md: /r?t=<text>). */
export const linkTokenSchema = yup.object({ token: yup.string().trim().max(MAX_TEXT, VALIDATION.tooLong).default('') });

/** Changing a password with a session (not first login, not a reset link) needs the current one, as typed. */
export const currentPasswordSchema = yup.object({ CurrentPassword: yup.string().max(MAX_PASSWORD, VALIDATION.tooLong) });

export const sessionTokenSchema = yup.object({ access_token: yup.string().trim().max(MAX_TEXT, VALIDATION.tooLong).default('') });

export const languageSchema = yup.object({
  language: yup.string().required(VALIDATION.choice).oneOf(LANGUAGES, VALIDATION.choice),
});

/**
 * How long a session lives at most, whatever its use: the server refuses the token after it, and
 * the browser drops the session cookies at the same time, so neither outlives the other.
 */
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;

/**
 * Anonymous-user sign-in links (/login?au=...), SPEC.md section 2: a digit n, a random part of
 * n-1 characters, the user name's length, the user name, then the password. The length is written
 * as two digits so names up to 99 characters fit (one digit is read too); see docs/decisions/002-anonymous-links.md.
 */
export interface AnonymousCredentials {
  email: string;
  password: string;
}

const RANDOM_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function encodeAnonymousLink(
  { email, password }: AnonymousCredentials,
  random: (max: number) => number = (max) => Math.floor(Math.random() * max),
): string {
  if (email.length < 1 || email.length > 99) throw new RangeError('user name must be 1 to 99 characters');
  // SPEC.md section 9 allows a random part of 2 to 9 characters; one digit n caps it at 8.
  const n = 3 + random(7);
  let noise = '';
  for (let i = 0; i < n - 1; i++) noise += RANDOM_ALPHABET[random(RANDOM_ALPHABET.length)];
  return `${n}${noise}${String(email.length).padStart(2, '0')}${email}${password}`;
}

/**
 * SPEC.md does not say how many digits the length takes: links we make use two, and a link made
 * with one digit is read when the two-digit reading does not fit it.
 */
export function decodeAnonymousLink(link: string): AnonymousCredentials | null {
  if (!/^\d/.test(link)) return null;
  const lengthAt = 1 + Math.max(0, Number(link[0]) - 1);
  return readWithLength(link, lengthAt, 2) ?? readWithLength(link, lengthAt, 1);
}

function readWithLength(link: string, lengthAt: number, digits: number): AnonymousCredentials | null {
  const lengthText = link.slice(lengthAt, lengthAt + digits);
  if (lengthText.length !== digits || !/^\d+$/.test(lengthText)) return null;
  const length = Number(lengthText);
  const nameAt = lengthAt + digits;
  const email = link.slice(nameAt, nameAt + length);
  const password = link.slice(nameAt + length);
  if (length === 0 || email.length !== length || password.length === 0) return null;
  return { email, password };
}
