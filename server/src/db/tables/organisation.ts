import type { ColumnType, Generated } from 'kysely';
import type { Language, RetentionMode } from 'shared-api/contract';
import type { Json, NullableDay, NullableTimestamp, Timestamp } from './columns';

/** Teams, their people and their sign-in records. */

export interface DepartmentNode {
  name: string;
  children?: DepartmentNode[];
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  departments: Json<DepartmentNode[]>;
  email_domains: Json<string[]>;
  is_platform: Generated<boolean>;
  public_slug: string | null;
  post_assessment_form: Generated<boolean>;
  results_soon_message: Generated<boolean>;
  academy_question: Generated<boolean>;
  /** Migration 018: the demographics form without its military fields. */
  civilian_form: Generated<boolean>;
  language: Generated<Language>;
  created_at: Generated<Date>;
  /** Migration 024: days its participants' data are kept after the programme (null: no limit). */
  retention_days: number | null;
  retention_mode: Generated<RetentionMode>;
  programme_ends_on: NullableDay;
  retention_warned_for: NullableDay;
  retention_warned_on: NullableDay;
}

export interface CohortsTable {
  id: Generated<number>;
  team_id: number;
  name: string;
}

export interface AccessLinksTable {
  id: Generated<number>;
  team_id: number;
  cohort_id: number | null;
  value: string;
  email_desc: string | null;
  disabled: Generated<boolean>;
  expires_at: Date | null;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  team_id: number;
  cohort_id: number | null;
  class_id: number | null;
  admin: Generated<boolean>;
  language: Generated<Language>;
  first_login: Generated<boolean>;
  status: Generated<string>;
  results_active: Generated<boolean>;
  finished_assessment: Generated<boolean>;
  created_at: Generated<Date>;
  assessment_active: Generated<boolean>;
  reassessment_active: Generated<boolean>;
  results_activated_at: NullableTimestamp;
  /** Migration 027: results activated before the assessment was finished open when it is ('notify': and say so). */
  results_on_finish: ColumnType<ResultsOnFinish | null, ResultsOnFinish | null | undefined, ResultsOnFinish | null>;
  /** Migration 024: kept for statistics without name, email or free text. */
  anonymised_at: NullableTimestamp;
}

export type ResultsOnFinish = 'quiet' | 'notify';

/** SPEC.md's teamLead: the teams a user leads (migration 005). */
export interface TeamLeadersTable {
  user_id: number;
  team_id: number;
  granted_at: Generated<Date>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** How it was opened (migration 025): the gate asks managers for a strong one. */
  strength: Generated<SessionStrength>;
}

/** The password alone, or with a code of the second factor, or through the team's identity provider. */
export type SessionStrength = 'password' | 'mfa' | 'sso';

export interface ResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AuthAttemptsTable {
  id: Generated<number>;
  kind: string;
  email: string;
  /** The client address of a failed login; '' for the other kinds. */
  address: Generated<string>;
  created_at: Generated<Date>;
}

export interface SlidesTable {
  id: Generated<number>;
  team_id: number;
  class_id: number | null;
  title: string;
  url: string;
  created_at: Generated<Date>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Generated<Date>;
}
