import { sql, type Kysely, type Transaction } from 'kysely';
import type { Language } from 'shared-api/contract';
import type { TranslateVars } from 'shared-api/texts';
import type { DB } from '../../db/types';
import { hasMailbox } from './mailbox';
import { renderEmail, type EmailSecrets, type EmailTemplate } from './templates';

export type Db = Kysely<DB> | Transaction<DB>;

/**
 * Queues an email and returns its job id; an address without a mailbox (an anonymous user's) is
 * skipped and gives null. Pass the caller's transaction: the message then exists exactly when the
 * change that caused it (a reset token, a new user) is committed.
 */
export async function enqueueEmail(options: {
  db: Db;
  to: string;
  template: EmailTemplate;
  language: Language;
  vars: TranslateVars;
}): Promise<number | null> {
  if (!hasMailbox(options.to)) return null;
  const row = await options.db
    .insertInto('email_jobs')
    .values(jobRow(options))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface QueuedEmail {
  to: string;
  template: EmailTemplate;
  language: Language;
  vars: TranslateVars;
}

function jobRow(email: QueuedEmail) {
  const { subject, body, secrets } = renderEmail(email);
  return { to_address: email.to, subject, body, language: email.language, secrets: secrets && JSON.stringify(secrets) };
}

/** Rows per statement when many emails are queued at once (a team's welcome emails). */
const BATCH = 1000;

/**
 * Queues many emails in the caller's transaction, a batch of rows per statement, skipping addresses
 * without a mailbox (as enqueueEmail does); returns how many were queued.
 */
export async function enqueueEmails({ db, emails }: { db: Db; emails: readonly QueuedEmail[] }): Promise<number> {
  const deliverable = emails.filter((email) => hasMailbox(email.to));
  for (let i = 0; i < deliverable.length; i += BATCH) {
    await db.insertInto('email_jobs').values(deliverable.slice(i, i + BATCH).map(jobRow)).execute();
  }
  return deliverable.length;
}

export interface ClaimedEmail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  language: Language;
  attempts: number;
  created_at: Date;
  secrets: EmailSecrets | null;
}

/**
 * Takes the next due job, if any. The claim pushes run_at forward by `leaseMs` and counts the
 * attempt, then commits, so the send happens outside any transaction (SMTP may be slow; PGlite
 * has one connection). One job per claim: a lease covers one send, never a job waiting in a
 * worker's hands behind others. A worker that dies mid-send leaves the job to be retried after
 * the lease (docs/decisions/017-email-delivery-after-a-crash.md).
 */
export async function claimDueEmail({ db, leaseMs }: { db: Kysely<DB>; leaseMs: number }): Promise<ClaimedEmail | undefined> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('email_jobs')
      .select(['id'])
      .where('status', '=', 'queued')
      // The database's clock, which stamped run_at: a JavaScript Date has milliseconds only, so a
      // job queued in the same millisecond would not yet look due.
      .where('run_at', '<=', sql<Date>`now()`)
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    return trx
      .updateTable('email_jobs')
      .set({ run_at: new Date(Date.now() + leaseMs), attempts: sql`attempts + 1` })
      .where('id', '=', due.id)
      .returning(['id', 'to_address', 'subject', 'body', 'language', 'attempts', 'created_at', 'secrets'])
      .executeTakeFirstOrThrow();
  });
}

/** A sent message needs its secrets no more: only the recipient's copy keeps a working link. */
export async function markEmailDone({ db, id, status }: { db: Db; id: number; status: 'sent' | 'outbox' }) {
  await db.updateTable('email_jobs').set({ status, sent_at: new Date(), last_error: null, secrets: null }).where('id', '=', id).execute();
}

/** Exponential backoff (base · 2^(attempt-1), capped at 6 h); after maxAttempts the job is failed. */
export async function markEmailFailed(options: {
  db: Db;
  job: ClaimedEmail;
  error: string;
  baseMs: number;
  maxAttempts: number;
}) {
  const { db, job, error, baseMs, maxAttempts } = options;
  const giveUp = job.attempts >= maxAttempts;
  const delay = Math.min(baseMs * 2 ** (job.attempts - 1), 6 * 60 * 60 * 1000);
  await db
    .updateTable('email_jobs')
    .set({
      status: giveUp ? 'failed' : 'queued',
      run_at: new Date(Date.now() + delay),
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', job.id)
    .execute();
}

