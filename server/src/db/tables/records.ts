import type { ColumnType, Generated } from 'kysely';
import type { AuditFact, AuditRef, Language } from 'shared-api/contract';
import type { Json, NullableTimestamp, Timestamp } from './columns';

/** What the product keeps of its own work: emails, certificates, the audit log. */

export type EmailStatus = 'queued' | 'sent' | 'outbox' | 'failed';

export interface EmailJobsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  language: Generated<Language>;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
  /**
   * Migration 015: the values of the body's secret vars ({"link": ...}), until the message is sent;
   * null once it is, or when it has none. In as a JSON string, as Json<T> columns.
   */
  secrets: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** A certificate of completion (migration 010): one per user. */
export interface CertificatesTable {
  user_id: number;
  /** A SQL date: read it as text (to_char), since drivers turn a date into a local-midnight Date. */
  cert_date: ColumnType<Date, string, string>;
  issued_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One change by an admin or a team leader (migrations 012, 014). */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  actor_id: number | null;
  /** Null once the actor was erased (migration 024). */
  actor_email: string | null;
  actor_role: 'admin' | 'leader' | 'system';
  action: string;
  team_id: number | null;
  target: Json<AuditRef[]>;
  facts: Json<AuditFact[]>;
}

/** A reminder sent (migration 017): at most one per user, questionnaire and day. */
export interface RemindersSentTable {
  user_id: number;
  questionnaire: string;
  sent_on: ColumnType<Date, string, string>;
}

export type ScheduledStatus = 'pending' | 'done' | 'failed' | 'cancelled';

/** An action planned ahead (migration 017), run once by one instance. */
export interface ScheduledActionsTable {
  id: Generated<number>;
  team_id: number;
  /** null: the whole team. */
  cohort_id: number | null;
  /** The call's name, as in its URL: 'activate-results-by-team-cohort', 'send-reminders'. */
  action: string;
  params: Json<Record<string, unknown>>;
  run_at: ColumnType<Date, Date | string, Date | string>;
  created_by: number;
  created_at: Generated<Date>;
  status: Generated<ScheduledStatus>;
  done_at: NullableTimestamp;
  outcome: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

/** A participant's request to be erased (migration 024), confirmed by the link in an email. */
export interface DeletionRequestsTable {
  user_id: number;
  token_hash: string;
  requested_at: Generated<Date>;
  expires_at: Timestamp;
  confirmed_at: NullableTimestamp;
}

/** A figure the cohort report has shown (migration 026): what it described, and of whom. */
export interface ReportDisclosuresTable {
  team_id: number;
  measure: 'assessment' | 'reassessment' | 'change';
  members: number[];
  digest: string;
  shown_at: ColumnType<Date, never, never>;
}

/** A certificate an admin revoked (migration 028): issuing again passes over it unless restored. */
export interface CertificateRevocationsTable {
  user_id: number;
  revoked_at: ColumnType<Date, never, never>;
}
