import * as yup from 'yup';
import type { DictionaryKey } from '../texts/core';
import { VALIDATION, type ValidationKey } from './messages';

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
/** A JSON object (not a list, not null): what a body's nested values are checked to be first. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const noControlChars = (v: string | undefined) => !v || !CONTROL_CHARS.test(v);

export const emailInput = (message: string = VALIDATION.emailInvalid) =>
  yup
    .string()
    .trim()
    .required(message)
    .max(MAX_TEXT, VALIDATION.tooLong)
    .email(message)
    .test('chars', message, noControlChars);

export const passwordInput = (message: string) =>
  yup.string().required(message).max(MAX_PASSWORD, VALIDATION.tooLong).test('chars', message, noControlChars);

export const nameInput = (message: string) =>
  yup.string().trim().required(message).max(MAX_TEXT, VALIDATION.tooLong).test('chars', message, noControlChars);

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

/** A cohort parameter as the server stores it: -1 or left out is none (or every cohort). */
export const cohortOrNull = (cohortId: number | undefined): number | null => (cohortId === undefined || cohortId === ALL_COHORTS ? null : cohortId);

export const cohortField = () =>
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
