/**
 * Every column that holds something about a person, and what erasing that person does with it
 * today. personalData.test.ts holds this against the schema: a new column fails it until it is
 * listed here or in NOT_PERSONAL, and each rule is checked against the foreign keys that carry it
 * out, or by eraseCopies for the copies no foreign key reaches (erasure.test.ts looks for a
 * deleted person's email and name in every column afterwards).
 */
export type Erasure =
  /** The person's users row, or a row deleted with it (its user_id ON DELETE CASCADE). */
  | 'with the person'
  /** Kept for the accounts, cut from the person (ON DELETE SET NULL). */
  | 'kept for the accounts'
  /** A short-lived row that stops counting within minutes. */
  | 'expires'
  /** A copy no foreign key reaches: eraseCopies (eraseCopies.ts) removes or rewrites it. */
  | 'erased as a copy';

export const PERSONAL_DATA: Record<string, Record<string, Erasure>> = {
  users: { name: 'with the person', email: 'with the person', password_hash: 'with the person' },
  assessment_responses: {
    answers: 'with the person',
    text_answers: 'with the person',
    demographics: 'with the person',
    scores: 'with the person',
    item_scores: 'with the person',
  },
  questionnaire_responses: { answers: 'with the person', score: 'with the person' },
  freeform_timers: { ideas: 'with the person' },
  certificates: { cert_date: 'with the person' },
  sessions: { token_hash: 'with the person' },
  reset_tokens: { token_hash: 'with the person' },
  deletion_requests: { token_hash: 'with the person' },
  user_mfa: { secret: 'with the person' },
  mfa_recovery_codes: { code_hash: 'with the person' },
  mfa_challenges: { token_hash: 'with the person' },
  user_identities: { issuer: 'with the person', subject: 'with the person' },
  sso_pending_links: { issuer: 'with the person', subject: 'with the person', browser_hash: 'with the person' },
  sso_login_codes: { code_hash: 'with the person', browser_hash: 'with the person' },
  payments: { session_id: 'kept for the accounts', payment_intent: 'kept for the accounts', refund_id: 'kept for the accounts' },
  rate_limits: { key: 'expires' },
  sso_requests: { browser_hash: 'expires' },
  audit_log: { actor_email: 'erased as a copy', target: 'erased as a copy', facts: 'erased as a copy' },
  email_jobs: { to_address: 'erased as a copy', subject: 'erased as a copy', body: 'erased as a copy', last_error: 'erased as a copy', secrets: 'erased as a copy' },
  auth_attempts: { email: 'erased as a copy', address: 'erased as a copy' },
  test_checkout_sessions: { customer_email: 'erased as a copy' },
  team_sso: { updated_by_email: 'erased as a copy' },
};

/**
 * Columns that say nothing about a person by themselves: ids and links to a person (what they
 * point at is listed above), times, flags, counts, and the organisation's own content.
 */
export const NOT_PERSONAL: Record<string, string[]> = {
  users: [
    'id', 'team_id', 'cohort_id', 'class_id', 'admin', 'language', 'first_login', 'status', 'results_active', 'finished_assessment',
    'created_at', 'assessment_active', 'reassessment_active', 'results_activated_at', 'anonymised_at', 'results_on_finish',
  ],
  assessment_responses: ['id', 'user_id', 'kind', 'version', 'submitted_at'],
  questionnaire_responses: ['id', 'user_id', 'questionnaire', 'version', 'submitted_at', 'round'],
  questionnaire_openings: ['user_id', 'questionnaire', 'opened_at', 'round'],
  freeform_timers: ['user_id', 'question_index', 'started_at', 'updated_at'],
  certificates: ['user_id', 'issued_at', 'updated_at'],
  sessions: ['user_id', 'created_at', 'last_used_at', 'expires_at', 'revoked_at', 'strength'],
  reset_tokens: ['user_id', 'created_at', 'expires_at', 'used_at'],
  deletion_requests: ['user_id', 'requested_at', 'expires_at', 'confirmed_at'],
  user_mfa: ['user_id', 'created_at', 'enabled_at', 'last_step', 'guessing_alerted_at'],
  mfa_recovery_codes: ['user_id', 'used_at'],
  mfa_challenges: ['user_id', 'created_at', 'expires_at', 'used_at', 'failures'],
  user_identities: ['user_id', 'created_at'],
  sso_pending_links: ['user_id', 'created_at', 'expires_at'],
  sso_login_codes: ['user_id', 'created_at', 'expires_at'],
  payments: ['id', 'user_id', 'class_id', 'provider', 'amount_minor', 'currency', 'status', 'created_at', 'paid_at', 'refunded_at'],
  rate_limits: ['window_ends_at', 'hits'],
  sso_requests: ['state_hash', 'team_id', 'issuer', 'code_verifier', 'nonce', 'created_at', 'expires_at'],
  audit_log: ['id', 'at', 'actor_id', 'actor_role', 'action', 'team_id'],
  email_jobs: ['id', 'language', 'status', 'attempts', 'run_at', 'created_at', 'sent_at'],
  auth_attempts: ['id', 'kind', 'created_at'],
  test_checkout_sessions: ['id', 'amount_minor', 'currency', 'description', 'success_url', 'cancel_url', 'status', 'payment_intent', 'refunded', 'created_at'],
  team_sso: ['team_id', 'issuer', 'client_id', 'client_secret', 'cohort_id', 'updated_by', 'updated_at'],
  team_leaders: ['user_id', 'team_id', 'granted_at'],
  reminders_sent: ['user_id', 'questionnaire', 'sent_on'],
  certificate_revocations: ['user_id', 'revoked_at'],
  // Which user ids a figure of the cohort report described (so, while an account exists, its cohort
  // and waves then), none of their answers; kept while the team exists, so later reports cannot be
  // read against it, and an erased person's id points to nobody (decision 027).
  report_disclosures: ['team_id', 'measure', 'members', 'digest', 'shown_at'],
  scheduled_actions: ['id', 'team_id', 'cohort_id', 'action', 'params', 'run_at', 'created_by', 'created_at', 'status', 'done_at', 'outcome'],
  teams: [
    'id', 'name', 'departments', 'email_domains', 'is_platform', 'public_slug', 'post_assessment_form', 'results_soon_message', 'academy_question',
    'language', 'created_at', 'civilian_form', 'retention_days', 'retention_mode', 'programme_ends_on', 'retention_warned_for', 'retention_warned_on',
  ],
  team_sso_domains: ['domain', 'team_id'],
  cohorts: ['id', 'team_id', 'name'],
  classes: [
    'id', 'team_id', 'name', 'description', 'short_description', 'time_description', 'place_description', 'length_description', 'price_minor',
    'capacity', 'num_students', 'status', 'accepting', 'accept_any', 'currency', 'starts_at', 'assessment_open', 'results_open', 'created_at',
  ],
  slides: ['id', 'team_id', 'class_id', 'title', 'url', 'created_at'],
  access_links: ['id', 'team_id', 'cohort_id', 'value', 'email_desc', 'disabled', 'expires_at'],
  questionnaire_rounds: ['questionnaire', 'round'],
  schema_migrations: ['version', 'applied_at'],
  server_secrets: ['name', 'value', 'created_at'],
};
