import type { AuditAction, AuditActorRole, AuditFact, AuditReadAction, AuditRef } from '../audit/contract';
import type { Language } from '../common/types';
import type { OutboxStatus } from '../outbox/contract';
import type { PaymentStatus } from '../payments/contract';
import type { QuestionnaireKind, QuestionnaireRound } from '../questionnaires/contract';

/**
 * A person's own data (issue 26): their copy of everything the product holds about them, and
 * their request to be erased, confirmed through a link sent by email, then carried out by an admin
 * (or by the retention job once DELETION_DUE_DAYS have passed).
 */

/** An admin erases a confirmed request within this many days of its confirmation; then the retention job does. */
export const DELETION_DUE_DAYS = 30;
/** How long the confirmation link of a request works. */
export const DELETION_LINK_HOURS = 24;

/** The page the email's link opens, and its parameter: the link's token (sent back as header Token). */
export const CONFIRM_DELETION_PATH = '/confirm-deletion';
export const CONFIRM_DELETION_PARAM = 'c';

/** The caller's own copy, as data and as a document: the call (under /api) and the name the file is saved under. */
export const MY_DATA_FILES = {
  json: { call: '/my-data', fileName: 'my-data.json' },
  pdf: { call: '/my-data-pdf', fileName: 'my-data.pdf' },
} as const;
export type MyDataFormat = keyof typeof MY_DATA_FILES;

/** A date-time as ISO 8601 text; a day (a certificate's date) as YYYY-MM-DD. */
type When = string;

export interface MyAccount {
  id: number;
  name: string;
  email: string;
  language: Language;
  team: { id: number; name: string };
  cohort: { id: number; name: string } | null;
  class: { id: number; name: string } | null;
  created_at: When;
  status: string;
  /** What the account may do or has done, as the admins set and see it. */
  flags: {
    admin: boolean;
    first_login: boolean;
    assessment_active: boolean;
    reassessment_active: boolean;
    finished_assessment: boolean;
    results_active: boolean;
  };
  results_activated_at: When | null;
  /** The teams this person leads. */
  teams_led: { id: number; name: string }[];
}

export interface MyAssessmentResponse {
  id: number;
  kind: 'assessment' | 'reassessment';
  version: string;
  submitted_at: When;
  answers: Record<string, Record<string, number>>;
  text_answers: Record<string, { id: number | string; text: string }[]>;
  demographics: Record<string, string | number>;
  scores: unknown;
  item_scores: (number | null)[] | null;
}

export interface MyQuestionnaireResponse {
  id: number;
  questionnaire: QuestionnaireKind;
  round: QuestionnaireRound;
  version: string;
  submitted_at: When;
  answers: Record<string, number | number[] | string>;
  score: { score: number; max: number; correct: number[] } | null;
}

/** The ideas typed on a timed page, kept while it runs (and after). */
export interface MyTimedIdeas {
  question_index: number;
  started_at: When;
  updated_at: When;
  ideas: { id: number | string; text: string }[];
}

export interface MyCertificate {
  cert_date: string;
  issued_at: When;
  updated_at: When;
}

/** A payment as the accounts keep it; the provider's references stay with the provider. */
export interface MyPayment {
  id: number;
  /** null: the class was deleted since. */
  class: string | null;
  amount_minor: number;
  currency: string;
  status: PaymentStatus;
  created_at: When;
  paid_at: When | null;
  refunded_at: When | null;
}

export interface MySession {
  created_at: When;
  last_used_at: When;
  expires_at: When;
  revoked_at: When | null;
}

export interface MyIdentity {
  issuer: string;
  subject: string;
  created_at: When;
}

/** A sign-in through the organisation waiting for the password to link it (minutes at most). */
export interface MyPendingIdentity extends MyIdentity {
  expires_at: When;
}

/** Someone else (an admin or a team leader) seeing or downloading this person's data. */
export interface MyDataRead {
  at: When;
  action: AuditReadAction;
  /** null once that person was erased. */
  actor_email: string | null;
  actor_role: AuditActorRole;
}

/**
 * A message the product queued or sent to this person, as anyone but its recipient reads it: a
 * single-use link in it (a password or erasure link) is a marker, since the file may travel where
 * the inbox does not.
 */
export interface MyEmail {
  to_address: string;
  subject: string;
  body: string;
  status: OutboxStatus;
  created_at: When;
  sent_at: When | null;
  /** Why the last try to send it failed, as the mail server said. */
  last_error: string | null;
}

/**
 * What the product counts against abuse of an email address, for a short while: a failed login
 * (from `address`), a registration with an email already used, a reset or erasure email sent.
 */
export type SignInAttemptKind = 'login' | 'register' | 'reset' | 'deletion';

export interface MySignInAttempt {
  kind: SignInAttemptKind;
  email: string;
  /** The client's network address, kept for a failed login only. */
  address: string | null;
  created_at: When;
}

/**
 * A change the audit log records to this person's account or data. Its target names them and
 * what the change was about (a class, a cohort); other people it named alike are left out.
 */
export interface MyRecordedChange {
  at: When;
  action: Exclude<AuditAction, AuditReadAction>;
  /** null once that person was erased, and for the system. */
  actor_email: string | null;
  actor_role: AuditActorRole;
  target: AuditRef[];
  facts: AuditFact[];
}

/** POST /api/my-data (attachment my-data.json): everything the product holds about the caller, no credentials. */
export interface MyDataExport {
  generatedAt: When;
  account: MyAccount;
  assessmentResponses: MyAssessmentResponse[];
  questionnaireResponses: MyQuestionnaireResponse[];
  timedIdeas: MyTimedIdeas[];
  certificates: MyCertificate[];
  payments: MyPayment[];
  sessions: MySession[];
  secondFactor: { enabled: boolean; enabled_at: When | null };
  ssoIdentities: MyIdentity[];
  ssoPendingLinks: MyPendingIdentity[];
  deletionRequest: { requested_at: When; expires_at: When; confirmed_at: When | null } | null;
  emails: MyEmail[];
  signInAttempts: MySignInAttempt[];
  readsByOthers: MyDataRead[];
  recordedChanges: MyRecordedChange[];
}

/** POST /api/request-deletion and /api/confirm-deletion (header Token): what happens next, in the caller's language. */
export interface DeletionResponse {
  msg: string;
}

/** A confirmed request not carried out yet. */
export interface DeletionRequestRow {
  userId: number;
  name: string;
  email: string;
  teamId: number;
  teamName: string;
  requestedAt: When;
  confirmedAt: When;
  /** confirmedAt + DELETION_DUE_DAYS. */
  dueBy: When;
}

/** POST /api/deletion-requests (admins): the confirmed requests, oldest first. */
export interface DeletionRequestsResponse {
  requests: DeletionRequestRow[];
}
