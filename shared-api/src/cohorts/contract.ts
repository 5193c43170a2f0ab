import * as yup from 'yup';
import type { DictionaryKey } from '../texts/core';
import { ALL_COHORTS, cohortField, flagField, idField, requiredText } from '../common/fields';
import { VALIDATION } from '../common/messages';
import type { MsgResponse } from '../common/types';
import { isEmailDomain, normalizeEmailDomain } from '../teams/contract';

/**
 * A team's cohorts and assessment links (SPEC.md sections 3 and 7, issue 22): made on the admin
 * dashboard, renamed, deleted and edited on the team page. React-free: the server validates with
 * the same schemas the forms use.
 */

export interface AddCohortResponse extends MsgResponse {
  id: number;
}

/** team id → cohort id → cohort name. */
export interface CohortsResponse {
  cohortsByTeam: Record<string, Record<string, string>>;
}

/** Whether a link still registers people: switched off, past its end, or working. */
export type AccessLinkState = 'active' | 'disabled' | 'expired';

/** One assessment link (/r?t=<value>) as /api/access-links lists it. */
export interface AccessLink {
  value: string;
  /** -1 when the link names no cohort (SPEC.md section 3). */
  cohortID: number;
  /** The cohort's name, null without one. */
  cohort: string | null;
  disabled: boolean;
  /** ISO date-time after which the link registers nobody; null: never. */
  expires_at: string | null;
  /** The email ending its registrants must have; null: the team's first email domain (or any email). */
  email_desc: string | null;
}

/** team id → its links. */
export interface AccessLinksResponse {
  linksByTeam: Record<string, AccessLink[]>;
}

export const accessLinkState = (link: Pick<AccessLink, 'disabled' | 'expires_at'>, now = Date.now()): AccessLinkState =>
  link.disabled ? 'disabled' : link.expires_at !== null && Date.parse(link.expires_at) <= now ? 'expired' : 'active';

export const COHORT_VALIDATION = {
  expiresAt: 'cohorts.validation.expiresAt',
  emailDesc: 'cohorts.validation.emailDesc',
} as const satisfies Record<string, DictionaryKey>;

/** SPEC.md section 7: /api/add-cohort, headers CohortName and TeamID. */
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
 * /api/edit-cohort: headers CohortId and CohortName -> {msg}. A name the team already uses
 * (trimmed, whatever its case) is 409 COHORT_TAKEN, as on /api/add-cohort.
 */
export const editCohortSchema = yup.object({
  CohortId: idField().required(VALIDATION.choice),
  CohortName: requiredText(VALIDATION.cohortName),
});

/**
 * /api/delete-cohort: header CohortId -> {msg}. Its users are left with no cohort and its links
 * are disabled (they would otherwise register people into the whole team); nothing else goes.
 */
export const cohortIdSchema = yup.object({ CohortId: idField().required(VALIDATION.choice) });

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** 2031-02-30 parses (as 2 March): the day must be one of its month's. */
function isDateTime(v: string): boolean {
  if (!ISO_DATE_TIME.test(v) || Number.isNaN(Date.parse(v))) return false;
  const [year, month, day] = v.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * /api/edit-access-link: header LinkText names the link; each of the others, when sent, changes
 * it -> {msg}. Disabled 'true'/'false'; ExpiresAt an ISO date-time with its zone, '' for never;
 * CohortId a cohort of the link's team, -1 for none; EmailDesc the email ending registrants must
 * have ("@acme.org" or "acme.org"), '' for the team's own domain.
 *
 * A disabled or expired link (also one whose cohort was deleted) is refused by
 * /api/team-access-token and /api/register-with-token with 410 LINK_INACTIVE: the link existed and
 * is gone for good, unlike an unknown one (404 INVALID_ACCESS_TOKEN). Nothing is created.
 */
export const editAccessLinkSchema = yup.object({
  LinkText: requiredText(VALIDATION.linkText),
  Disabled: flagField().default(undefined),
  ExpiresAt: yup
    .string()
    .nullable()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() || null : v))
    .typeError(COHORT_VALIDATION.expiresAt)
    .test('date', COHORT_VALIDATION.expiresAt, (v) => v == null || isDateTime(v)),
  CohortId: cohortField(),
  EmailDesc: yup
    .string()
    .nullable()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmailDomain(v) || null : v))
    .typeError(COHORT_VALIDATION.emailDesc)
    .test('domain', COHORT_VALIDATION.emailDesc, (v) => v == null || isEmailDomain(v)),
});
export type EditAccessLinkInput = yup.InferType<typeof editAccessLinkSchema>;

/** What the edit sends: a part left out stays as it is. */
export interface EditAccessLinkRequest {
  linkText: string;
  disabled?: boolean;
  /** ISO date-time, '' for never. */
  expiresAt?: string;
  /** -1 for none. */
  cohortId?: number;
  /** '' for the team's own domain. */
  emailDesc?: string;
}
