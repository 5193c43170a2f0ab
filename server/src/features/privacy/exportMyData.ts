import type { Kysely, Transaction } from 'kysely';
import type { MyDataExport } from 'shared-api/contract';
import { dayText } from '../../db/days';
import type { DB } from '../../db/types';
import { iso, isoOrNull, readCopies } from './exportCopies';

/**
 * Where each table that holds something about a person shows in their copy: a section whose rows
 * keep the table's column names. myData.test.ts holds this, NOT_EXPORTED and COPIES_LEFT_OUT
 * against PERSONAL_DATA, so a personal column added there must be exported here, named a
 * credential, or left out with its reason.
 */
export const EXPORT_SECTIONS = {
  users: 'account',
  assessment_responses: 'assessmentResponses',
  questionnaire_responses: 'questionnaireResponses',
  freeform_timers: 'timedIdeas',
  certificates: 'certificates',
  payments: 'payments',
  sessions: 'sessions',
  user_mfa: 'secondFactor',
  user_identities: 'ssoIdentities',
  sso_pending_links: 'ssoPendingLinks',
  deletion_requests: 'deletionRequest',
  email_jobs: 'emails',
  auth_attempts: 'signInAttempts',
  audit_log: 'recordedChanges',
} as const satisfies Partial<Record<keyof DB, keyof MyDataExport>>;

/** Credentials, never in the copy: whoever reads the file must not be able to sign in or confirm with it. */
export const NOT_EXPORTED: readonly string[] = [
  'users.password_hash',
  'sessions.token_hash',
  'reset_tokens.token_hash',
  'deletion_requests.token_hash',
  'user_mfa.secret',
  'mfa_recovery_codes.code_hash',
  'mfa_challenges.token_hash',
  'sso_pending_links.browser_hash',
  'sso_login_codes.code_hash',
  'sso_login_codes.browser_hash',
  // A queued email's single-use link (readCopies shows the message without it).
  'email_jobs.secrets',
];

/** Copies of a person's data (PERSONAL_DATA: 'erased as a copy') that their copy leaves out, each for its reason. */
export const COPIES_LEFT_OUT: readonly string[] = [
  // The test payment provider's own record of a checkout, standing in for a real provider's: as
  // with the payments' provider references, what the provider keeps is asked of the provider.
  'test_checkout_sessions.customer_email',
  // The team's single sign-on settings name the admin who edited them last: a record of what an
  // admin did for the organisation, as the audit records they are the actor of are (readCopies
  // reads the records about the person), not something held about them.
  'team_sso.updated_by_email',
];

async function account(db: Kysely<DB>, userId: number): Promise<MyDataExport['account']> {
  const row = await db
    .selectFrom('users')
    .innerJoin('teams', 'teams.id', 'users.team_id')
    .leftJoin('cohorts', 'cohorts.id', 'users.cohort_id')
    .leftJoin('classes', 'classes.id', 'users.class_id')
    .select([
      'users.id', 'users.name', 'users.email', 'users.language', 'users.created_at', 'users.status', 'users.admin', 'users.first_login',
      'users.assessment_active', 'users.reassessment_active', 'users.finished_assessment', 'users.results_active', 'users.results_activated_at',
      'teams.id as team_id', 'teams.name as team_name', 'cohorts.id as cohort_id', 'cohorts.name as cohort_name', 'classes.id as class_id', 'classes.name as class_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const led = await db
    .selectFrom('team_leaders')
    .innerJoin('teams', 'teams.id', 'team_leaders.team_id')
    .select(['teams.id', 'teams.name'])
    .where('team_leaders.user_id', '=', userId)
    .orderBy('teams.id')
    .execute();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    team: { id: row.team_id, name: row.team_name },
    cohort: row.cohort_id !== null && row.cohort_name !== null ? { id: row.cohort_id, name: row.cohort_name } : null,
    class: row.class_id !== null && row.class_name !== null ? { id: row.class_id, name: row.class_name } : null,
    created_at: iso(row.created_at),
    status: row.status,
    flags: {
      admin: row.admin,
      first_login: row.first_login,
      assessment_active: row.assessment_active,
      reassessment_active: row.reassessment_active,
      finished_assessment: row.finished_assessment,
      results_active: row.results_active,
    },
    results_activated_at: isoOrNull(row.results_activated_at),
    teams_led: led,
  };
}

/**
 * Everything the product holds about one person (issue 26, the right of access): their account,
 * answers, ideas, certificates, payments, sessions and sign-in methods, and the copies made of
 * their data elsewhere (readCopies: emails, attempts, the audit log's reads and changes), as of
 * one moment (read in one snapshot). No credentials (NOT_EXPORTED), no provider references of payments.
 */
export function exportMyData({ db, userId }: { db: Kysely<DB>; userId: number }): Promise<MyDataExport> {
  return db.transaction().setIsolationLevel('repeatable read').execute((trx) => readAll(trx, userId));
}

async function readAll(db: Transaction<DB>, userId: number): Promise<MyDataExport> {
  // One after another: a transaction is one connection, which answers one query at a time.
  const me = await account(db, userId);
  const assessments = await db.selectFrom('assessment_responses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const questionnaires = await db.selectFrom('questionnaire_responses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const timers = await db.selectFrom('freeform_timers').selectAll().where('user_id', '=', userId).orderBy('question_index').execute();
  const certificates = await db.selectFrom('certificates').select([dayText('cert_date').as('cert_date'), 'issued_at', 'updated_at']).where('user_id', '=', userId).execute();
  const payments = await db
    .selectFrom('payments')
    .leftJoin('classes', 'classes.id', 'payments.class_id')
    .select(['payments.id', 'classes.name as class', 'amount_minor', 'payments.currency', 'payments.status', 'payments.created_at', 'paid_at', 'refunded_at'])
    .where('user_id', '=', userId)
    .orderBy('payments.id')
    .execute();
  const sessions = await db.selectFrom('sessions').select(['created_at', 'last_used_at', 'expires_at', 'revoked_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  const mfa = await db.selectFrom('user_mfa').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  const identities = await db.selectFrom('user_identities').select(['issuer', 'subject', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  const pending = await db.selectFrom('sso_pending_links').select(['issuer', 'subject', 'created_at', 'expires_at']).where('user_id', '=', userId).execute();
  const deletion = await db.selectFrom('deletion_requests').select(['requested_at', 'expires_at', 'confirmed_at']).where('user_id', '=', userId).executeTakeFirst();
  return {
    generatedAt: new Date().toISOString(),
    account: me,
    assessmentResponses: assessments.map((r) => ({
      id: r.id, kind: r.kind, version: r.version, submitted_at: iso(r.submitted_at),
      answers: r.answers, text_answers: r.text_answers, demographics: r.demographics, scores: r.scores, item_scores: r.item_scores,
    })),
    questionnaireResponses: questionnaires.map((r) => ({
      id: r.id, questionnaire: r.questionnaire, round: r.round, version: r.version, submitted_at: iso(r.submitted_at), answers: r.answers, score: r.score,
    })),
    timedIdeas: timers.map((r) => ({ question_index: r.question_index, started_at: iso(r.started_at), updated_at: iso(r.updated_at), ideas: r.ideas })),
    certificates: certificates.map((r) => ({ cert_date: r.cert_date, issued_at: iso(r.issued_at), updated_at: iso(r.updated_at) })),
    payments: payments.map((r) => ({ ...r, created_at: iso(r.created_at), paid_at: isoOrNull(r.paid_at), refunded_at: isoOrNull(r.refunded_at) })),
    sessions: sessions.map((r) => ({ created_at: iso(r.created_at), last_used_at: iso(r.last_used_at), expires_at: iso(r.expires_at), revoked_at: isoOrNull(r.revoked_at) })),
    secondFactor: { enabled: Boolean(mfa?.enabled_at), enabled_at: isoOrNull(mfa?.enabled_at ?? null) },
    ssoIdentities: identities.map((r) => ({ ...r, created_at: iso(r.created_at) })),
    ssoPendingLinks: pending.map((r) => ({ ...r, created_at: iso(r.created_at), expires_at: iso(r.expires_at) })),
    deletionRequest: deletion
      ? { requested_at: iso(deletion.requested_at), expires_at: iso(deletion.expires_at), confirmed_at: isoOrNull(deletion.confirmed_at) }
      : null,
    ...(await readCopies(db, me)),
  };
}
