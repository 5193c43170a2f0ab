import * as yup from 'yup';
import type { SessionFields } from '../accounts/contract';
import { CONTROL_CHARS, MAX_PASSWORD } from '../common/fields';
import type { Language } from '../common/types';
import { VALIDATION } from '../common/messages';

/**
 * A second factor (issue 24): TOTP (RFC 6238) from any authenticator app, with ten recovery codes.
 * /api/login answers MfaChallengeResponse instead of a session for an account that has one, and
 * /api/login-mfa finishes that login with a code.
 */

/** POST /api/mfa-setup: a new secret, not yet in force; the QR code is the otpauth URL, as SVG. */
export interface MfaSetupResponse {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/**
 * POST /api/mfa-enable: the recovery codes, shown this once (the server keeps only their hashes),
 * and a new session opened with the factor: every other session of the account has ended.
 */
export interface MfaEnableResponse extends SessionFields {
  recovery_codes: string[];
  language: Language;
}

/** POST /api/mfa-disable and /api/mfa-reset. */
export interface MfaOffResponse {
  ok: true;
}

/** What /api/login answers, instead of a session, for an account with a second factor. */
export interface MfaChallengeResponse {
  mfa_required: true;
  /** Finishes this login at /api/login-mfa, once, within a few minutes. */
  mfa_token: string;
}

/** A code as apps show it, often with a space in the middle: spaces are dropped before the check. */
const totpCode = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .matches(/^\d{6}$/, { message: VALIDATION.mfaCode, excludeEmptyString: true });

/** A recovery code is typed with or without its dashes; the server normalises it. */
const recoveryCode = () =>
  yup
    .string()
    .trim()
    .max(64, VALIDATION.tooLong)
    .test('chars', VALIDATION.mfaCode, (v) => !v || !CONTROL_CHARS.test(v));

/** A current code from the app. */
export const mfaCodeSchema = yup.object({ Code: totpCode().required(VALIDATION.mfaCode) });

/**
 * /api/mfa-enable and /api/mfa-disable: a current code and the current password (a session alone
 * does not change what guards the account; one made by single sign-on, without a password, signs
 * in again instead).
 */
export const mfaChangeSchema = mfaCodeSchema.shape({ CurrentPassword: yup.string().max(MAX_PASSWORD, VALIDATION.tooLong) });

export type MfaChangeValues = yup.InferType<typeof mfaChangeSchema>;

/** /api/login-mfa: the login's token, and a code from the app or a recovery code. */
export const loginMfaSchema = yup.object({
  mfa_token: yup.string().trim().required(VALIDATION.choice).max(128, VALIDATION.choice),
  RecoveryCode: recoveryCode(),
  Code: totpCode().when('RecoveryCode', { is: (v: string | undefined) => !v, then: (s) => s.required(VALIDATION.mfaCode) }),
});

/** The login's second step with a recovery code, as the form asks for it. */
export const loginRecoverySchema = yup.object({ RecoveryCode: recoveryCode().required(VALIDATION.recoveryCode) });

export type LoginMfaValues = yup.InferType<typeof loginMfaSchema>;
