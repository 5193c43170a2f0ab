import type { Insertable, Selectable } from 'kysely';
import type { AssessmentResponsesTable, FreeformTimersTable, QuestionnaireOpeningsTable, QuestionnaireResponsesTable, QuestionnaireRoundsTable } from './tables/assessment';
import type { ClassesTable, PaymentsTable, TestCheckoutSessionsTable } from './tables/classes';
import type {
  AccessLinksTable, AuthAttemptsTable, CohortsTable, ResetTokensTable, SchemaMigrationsTable, ServerSecretsTable, SessionsTable, SlidesTable,
  TeamLeadersTable, TeamsTable, UsersTable,
} from './tables/organisation';
import type { RateLimitsTable } from './tables/rateLimits';
import type { AuditLogTable, CertificateRevocationsTable, CertificatesTable, DeletionRequestsTable, EmailJobsTable, RemindersSentTable, ReportDisclosuresTable, ScheduledActionsTable } from './tables/records';
import type { MfaChallengesTable, MfaRecoveryCodesTable, UserMfaTable } from './tables/secondFactor';
import type { SsoLoginCodesTable, SsoPendingLinksTable, SsoRequestsTable, TeamSsoDomainsTable, TeamSsoTable, UserIdentitiesTable } from './tables/singleSignOn';

/** Kysely's view of the schema in migrations/*.sql, one file of tables per purpose; keep the two in step. */
export type * from './tables/assessment';
export type * from './tables/classes';
export type * from './tables/organisation';
export type * from './tables/rateLimits';
export type * from './tables/records';
export type * from './tables/secondFactor';
export type * from './tables/singleSignOn';

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
  rate_limits: RateLimitsTable;
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
  reminders_sent: RemindersSentTable;
  scheduled_actions: ScheduledActionsTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  team_sso: TeamSsoTable;
  team_sso_domains: TeamSsoDomainsTable;
  user_identities: UserIdentitiesTable;
  sso_requests: SsoRequestsTable;
  sso_login_codes: SsoLoginCodesTable;
  sso_pending_links: SsoPendingLinksTable;
  deletion_requests: DeletionRequestsTable;
  report_disclosures: ReportDisclosuresTable;
  certificate_revocations: CertificateRevocationsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Team = Selectable<TeamsTable>;
