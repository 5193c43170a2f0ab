import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Language, QuestionnaireKind, QuestionnaireRound } from 'shared-api/contract';

/** Kysely's view of the schema in migrations/*.sql; keep the two in step. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb goes in as a JSON string (pg would turn a JS array into a Postgres array) and comes out parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

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
  language: Generated<Language>;
  created_at: Generated<Date>;
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
}

export interface ClassesTable {
  id: Generated<number>;
  team_id: number;
  name: string;
  description: Generated<string>;
  short_description: Generated<string>;
  time_description: Generated<string>;
  place_description: Generated<string>;
  length_description: Generated<string>;
  /** In the currency's minor unit (cents); the API speaks major units. */
  price_minor: Generated<number>;
  capacity: Generated<number>;
  num_students: Generated<number>;
  status: Generated<string>;
  accepting: Generated<boolean>;
  accept_any: Generated<boolean>;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: Generated<string>;
  starts_at: NullableTimestamp;
  assessment_open: Generated<boolean>;
  results_open: Generated<boolean>;
  created_at: Generated<Date>;
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
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

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
}

export type ResponseKind = 'assessment' | 'reassessment';

/** Stored as submitted (after validation); `scores` is the scoring result of `version`. */
export interface AssessmentResponsesTable {
  id: Generated<number>;
  user_id: number;
  kind: ResponseKind;
  version: string;
  answers: Json<Record<string, Record<string, number>>>;
  text_answers: Json<Record<string, { id: number | string; text: string }[]>>;
  demographics: Json<Record<string, string | number>>;
  scores: Json<StoredScores>;
  submitted_at: Generated<Date>;
}

/** The scoring result kept with a response (instrument/scoring.ts ScoreResult, plus freeform counts). */
export interface StoredScores {
  version: string;
  scores: Record<string, number | null>;
  strongest: string | null;
  growth: string[];
  freeform?: { questionIndex: number; id: string; ideas: number; fluency: number }[];
}

export interface FreeformTimersTable {
  user_id: number;
  question_index: number;
  started_at: Generated<Date>;
  ideas: Json<{ id: number | string; text: string }[]>;
  updated_at: Generated<Date>;
}

/**
 * The questionnaires (the main assessment and reassessment are ResponseKind) and the rounds they
 * are taken in come from shared-api's registry; questionnaire_rounds holds its (kind, round)
 * pairs, so the database refuses any other (migration 007, migrate.ts).
 */
export type { QuestionnaireKind, QuestionnaireRound };

export interface QuestionnaireRoundsTable {
  questionnaire: QuestionnaireKind;
  round: QuestionnaireRound;
}

/** Opened for one user, in one round, by an admin's activation call. */
export interface QuestionnaireOpeningsTable {
  user_id: number;
  questionnaire: QuestionnaireKind;
  round: QuestionnaireRound;
  opened_at: Generated<Date>;
}

/** A stored answer: slider 0..100, numeric value, option index, sorted option indexes or text. */
export type StoredAnswer = number | number[] | string;

/** Knowledge scoring with the version's key: `correct` lists the question ids answered right. */
export interface KnowledgeScore {
  score: number;
  max: number;
  correct: number[];
}

export interface QuestionnaireResponsesTable {
  id: Generated<number>;
  user_id: number;
  questionnaire: QuestionnaireKind;
  round: QuestionnaireRound;
  version: string;
  answers: Json<Record<string, StoredAnswer>>;
  score: ColumnType<KnowledgeScore | null, string | null | undefined, string | null>;
  submitted_at: Generated<Date>;
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

/** SPEC.md's teamLead: the teams a user leads (migration 005). */
export interface TeamLeadersTable {
  user_id: number;
  team_id: number;
  granted_at: Generated<Date>;
}

/** A certificate of completion (migration 010): one per user. */
export interface CertificatesTable {
  user_id: number;
  /** A SQL date: read it as text (to_char), since drivers turn a date into a local-midnight Date. */
  cert_date: ColumnType<Date, string, string>;
  issued_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One change by an admin or a team leader (migration 012). */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  actor_id: number | null;
  actor_email: string;
  actor_role: 'admin' | 'leader';
  action: string;
  team_id: number | null;
  target: Generated<string>;
  summary: Generated<string>;
}

export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'expired';

/** One Checkout Session and what became of it (migration 011). */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number | null;
  class_id: number | null;
  provider: 'stripe' | 'test';
  session_id: string;
  amount_minor: number;
  currency: string;
  status: Generated<PaymentStatus>;
  payment_intent: string | null;
  refund_id: string | null;
  created_at: Generated<Date>;
  paid_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
}

/** The test-mode provider's sessions (no Stripe keys): its stand-in for Stripe's records. */
export interface TestCheckoutSessionsTable {
  id: string;
  amount_minor: number;
  currency: string;
  description: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  status: Generated<'open' | 'complete' | 'expired'>;
  payment_intent: string | null;
  refunded: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface DB {
  teams: TeamsTable;
  cohorts: CohortsTable;
  access_links: AccessLinksTable;
  classes: ClassesTable;
  users: UsersTable;
  team_leaders: TeamLeadersTable;
  sessions: SessionsTable;
  reset_tokens: ResetTokensTable;
  auth_attempts: AuthAttemptsTable;
  email_jobs: EmailJobsTable;
  assessment_responses: AssessmentResponsesTable;
  freeform_timers: FreeformTimersTable;
  server_secrets: ServerSecretsTable;
  questionnaire_openings: QuestionnaireOpeningsTable;
  questionnaire_rounds: QuestionnaireRoundsTable;
  questionnaire_responses: QuestionnaireResponsesTable;
  slides: SlidesTable;
  schema_migrations: SchemaMigrationsTable;
  certificates: CertificatesTable;
  payments: PaymentsTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Team = Selectable<TeamsTable>;
