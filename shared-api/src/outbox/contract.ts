import * as yup from 'yup';
import { idField, MAX_TEXT } from '../common/fields';
import { VALIDATION } from '../common/messages';
import type { Language } from '../common/types';

/** The outbox (the messages the platform sent or kept): what /api/outbox answers and the inputs of the outbox calls. */

/** status 'outbox': no SMTP configured, the message was kept here (and logged) instead of sent. */
export type OutboxStatus = 'queued' | 'sent' | 'outbox' | 'failed';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** ISO 8601 */
  createdAt: string;
  status: OutboxStatus;
  language: Language;
  attempts: number;
  /** Why the last attempt failed, if one did. */
  lastError: string | null;
}

/**
 * GET /api/outbox (admins: every message; a team leader: those to their teams' users; optional
 * ?to=<email>&status=<status>&limit=<1..200>): newest first.
 */
export interface OutboxResponse {
  messages: OutboxMessage[];
}

export const OUTBOX_MAX = 200;

export const outboxQuerySchema = yup.object({
  to: yup.string().trim().max(MAX_TEXT, VALIDATION.tooLong),
  status: yup.string().oneOf(['queued', 'sent', 'outbox', 'failed'] as const, VALIDATION.choice),
  limit: yup.number().typeError(VALIDATION.choice).integer(VALIDATION.choice).min(1, VALIDATION.choice).max(OUTBOX_MAX, VALIDATION.choice).default(50),
});

/** /api/outbox-retry: the failed message to queue again. */
export const outboxRetrySchema = yup.object({ EmailID: idField().required(VALIDATION.choice) });
