import * as yup from 'yup';
import { VALIDATION } from './messages';
import { flagField, idField, MAX_PASSWORD, MAX_TEXT } from './schemas';
import { LANGUAGES } from './types';

/**
 * The inputs of calls no form fills in (link tokens, ids from a URL, flags): the server reads
 * each by its SPEC.md parameter name, as it reads the form schemas.
 */

/** A class link carries both ids; register refuses half of one. */
export const registerPlacementSchema = yup.object({ classID: idField(), teamID: idField() });

/** An access link's text (SPEC.md: /r?t=<text>). */
export const linkTokenSchema = yup.object({ token: yup.string().trim().max(MAX_TEXT, VALIDATION.tooLong).default('') });

export const classLinkSchema = yup.object({ TeamID: idField(), ClassID: idField() });

/** Changing a password with a session (not first login, not a reset link) needs the current one, as typed. */
export const currentPasswordSchema = yup.object({ CurrentPassword: yup.string().max(MAX_PASSWORD, VALIDATION.tooLong) });

export const sessionTokenSchema = yup.object({ access_token: yup.string().trim().max(MAX_TEXT, VALIDATION.tooLong).default('') });

export const languageSchema = yup.object({
  language: yup.string().required(VALIDATION.choice).oneOf(LANGUAGES, VALIDATION.choice),
});

/** Whose results (an admin or team leader names a user) and whether to show them before activation. */
export const resultsRequestSchema = yup.object({ UserID: idField(), OverrideActive: flagField() });

export const OUTBOX_MAX = 200;
export const outboxQuerySchema = yup.object({
  to: yup.string().trim().max(MAX_TEXT, VALIDATION.tooLong),
  status: yup.string().oneOf(['queued', 'sent', 'outbox', 'failed'] as const, VALIDATION.choice),
  limit: yup.number().typeError(VALIDATION.choice).integer(VALIDATION.choice).min(1, VALIDATION.choice).max(OUTBOX_MAX, VALIDATION.choice).default(50),
});

/** /api/outbox-retry: the failed message to queue again. */
export const outboxRetrySchema = yup.object({ EmailID: idField().required(VALIDATION.choice) });
