import * as yup from 'yup';
import { parseDay } from '../common/days';
import { flagField, idField, wholeNumberField } from '../common/fields';
import { VALIDATION } from '../common/messages';
import type { MsgResponse } from '../common/types';
import { audienceSchema } from '../teams/contract';
import type { DictionaryKey } from '../texts';

/**
 * How long personal data are kept (issue 26), as the retention job (server/src/features/retention/)
 * applies it and the privacy policy (host/public/privacy-policy.html) states it; the policy's test
 * holds its numbers to these.
 */

/** The admins are emailed this many days before a team's participants are erased or anonymised. */
export const RETENTION_WARNING_DAYS = 7;
/** A sent (or given up) email, its body included, leaves the outbox after this many days. */
export const OUTBOX_KEPT_DAYS = 90;
/** The longest retention a team can set: ten years. */
export const MAX_RETENTION_DAYS = 3650;
/** The latest programme end: its days plus the longest retention stay four-digit years, which compare as text. */
export const LAST_PROGRAMME_END = '2100-12-31';

export const RETENTION_MODES = ['erase', 'anonymise'] as const;
export type RetentionMode = (typeof RETENTION_MODES)[number];

const RETENTION_DAYS = 'team.retention.daysInvalid' satisfies DictionaryKey;
const PROGRAMME_END = 'team.retention.endInvalid' satisfies DictionaryKey;

/**
 * /api/edit-retention: a team's retention (RetentionDays, empty: none), what then happens
 * (RetentionMode), and the programme's end (ProgrammeEndsOn, YYYY-MM-DD; empty: none).
 */
export const editRetentionSchema = yup.object({
  TeamID: idField().required(VALIDATION.choice),
  RetentionDays: wholeNumberField(RETENTION_DAYS).min(1, RETENTION_DAYS).max(MAX_RETENTION_DAYS, RETENTION_DAYS),
  RetentionMode: yup.string().typeError(VALIDATION.choice).oneOf([...RETENTION_MODES], VALIDATION.choice).default('erase'),
  ProgrammeEndsOn: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? (value.trim() ? (parseDay(value) ?? value) : undefined) : value))
    .test('day', PROGRAMME_END, (value) => value === undefined || (parseDay(value) === value && value <= LAST_PROGRAMME_END)),
});

/** A team's retention as the team page shows it: the setting, and what it will do when. */
export interface RetentionResponse {
  retentionDays: number | null;
  retentionMode: RetentionMode;
  /** YYYY-MM-DD, or null. */
  programmeEndsOn: string | null;
  /** The last time one of its participants did anything (ISO), null without participants. */
  lastActivityAt: string | null;
  /** The day the participants are erased or anonymised (YYYY-MM-DD); null when nothing is due. */
  dueOn: string | null;
  /** The day the admins are emailed, RETENTION_WARNING_DAYS before. */
  warningOn: string | null;
  /** The participants it would reach today (not admins, team leaders or the anonymised). */
  participants: number;
}

export interface EditRetentionResponse extends RetentionResponse, MsgResponse {}

/** /api/anonymise-cohort: the team and cohort (-1: the whole team); Preview: only count. */
export const anonymiseCohortSchema = audienceSchema.concat(yup.object({ Preview: flagField() }));

export interface AnonymiseCohortResponse extends MsgResponse {
  /** How many participants were (with Preview: would be) anonymised. */
  users: number;
}
