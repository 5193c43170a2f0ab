import * as yup from 'yup';
import { addDays } from '../common/days';
import { cohortField, flagField, idField } from '../common/fields';
import { VALIDATION } from '../common/messages';
import type { MsgResponse } from '../common/types';
import { QUESTIONNAIRES } from '../questionnaires/contract';

/**
 * Reminders and actions planned ahead (issue 22). What /api/send-reminders may remind of, by the
 * ending of its page's URL: the assessment, the reassessment and each questionnaire.
 */
export const REMINDER_QUESTIONNAIRES: readonly string[] = ['assessment', 'assessment-re', ...QUESTIONNAIRES.map((q) => q.path.slice(1))];

/** How far ahead an action may be planned: a programme's year, and some. */
export const MAX_SCHEDULE_DAYS = 730;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** An ISO date-time as sent; one without a zone is read as UTC (never as the server's local time). */
export const parseAt = (value: string): Date => new Date(/(?:Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);

/**
 * Header At: when a scheduled call is to run, an ISO date-time in the future, at most
 * MAX_SCHEDULE_DAYS ahead. Left out or empty: the call runs now.
 */
export const atField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value))
    .typeError('schedules.validation.at')
    .test('at', 'schedules.validation.at', (value) => {
      if (value === undefined) return true;
      if (!ISO_DATE_TIME.test(value)) return false;
      const at = parseAt(value).getTime();
      return Number.isFinite(at) && at > Date.now() && at < addDays(new Date(), MAX_SCHEDULE_DAYS).getTime();
    });

/**
 * What every schedulable call adds to its own parameters: At, and Preview ('true': nothing is
 * done; the answer says how many the call would reach now, for a confirmation to show).
 */
export const atSchema = yup.object({ At: atField(), Preview: flagField() });

/** A call's answer with Preview: its text, and how many users it would reach (emails, for reminders). */
export interface PreviewResponse extends MsgResponse {
  reach: number;
}

/** /api/send-reminders: the team, the cohort (-1: the whole team), what to remind of, and when. */
export const sendRemindersSchema = yup.object({
  TeamID: idField().required(VALIDATION.choice),
  CohortId: cohortField().required(VALIDATION.choice),
  Questionnaire: yup.string().typeError(VALIDATION.choice).required(VALIDATION.choice).oneOf([...REMINDER_QUESTIONNAIRES], VALIDATION.choice),
}).concat(atSchema);

export interface SendRemindersResponse extends MsgResponse {
  /** Reminders queued now; absent when the call was scheduled. */
  sent?: number;
  /** The scheduled action, when At was given. */
  id?: number;
}

/** /api/scheduled: header TeamID. /api/cancel-scheduled: header ID. */
export const scheduledSchema = yup.object({ TeamID: idField().required(VALIDATION.choice) });
export const cancelScheduledSchema = yup.object({ ID: idField().required(VALIDATION.choice) });

/** A pending action of a team, as /api/scheduled lists it. */
export interface ScheduledAction {
  id: number;
  /** The call's name, as in its URL: 'activate-results-by-team-cohort', 'send-reminders' ... */
  action: string;
  /** ISO date-time. */
  at: string;
  /** null: the whole team. */
  cohort_id: number | null;
  cohort: string | null;
  /** What a reminder reminds of; null for the other actions. */
  questionnaire: string | null;
  /** How many chosen users it names (Open Assessment or Activate Results on the team page); null: all of its cohort or team. */
  users: number | null;
  /** The email of whoever planned it. */
  created_by: string;
}

export interface ScheduledResponse {
  scheduled: ScheduledAction[];
}

/** Activate results may also email the people it reaches (header Notify). */
export const notifySchema = yup.object({ Notify: flagField() });

/** The answer of a call given At. */
export interface ScheduledCallResponse extends MsgResponse {
  id: number;
}
