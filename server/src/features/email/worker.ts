import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { translate } from 'shared-api/texts';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { startPolling } from '../../poll';
import { claimDueEmail, markEmailDone, markEmailFailed, type ClaimedEmail } from './queue';
import { revealSecrets } from './templates';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

/** What the worker needs from SMTP; tests can pass a failing one. */
export interface MailTransport {
  send(message: OutgoingEmail): Promise<void>;
}

/**
 * Nodemailer over SMTP_URL, with every wait bounded by `timeoutMs` (its defaults wait up to two
 * minutes to connect and ten for a reply): a server that stalls fails the attempt, which is
 * retried, instead of holding the worker. The bounds go into the URL because nodemailer reads
 * nothing but the URL from an options object that has one; they replace any the URL names.
 */
export function createSmtpTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  // Loaded here, so that a server without SMTP_URL (and every start's module loading) does without it.
  const nodemailer = require('nodemailer') as typeof import('nodemailer');
  const url = new URL(smtpUrl);
  for (const wait of ['dnsTimeout', 'connectionTimeout', 'greetingTimeout', 'socketTimeout']) url.searchParams.set(wait, String(timeoutMs));
  const transporter = nodemailer.createTransport(url.toString());
  return { send: async (message) => void (await transporter.sendMail(message)) };
}

/**
 * One Message-ID per queued message, the same on every attempt (nodemailer would make a new one
 * each time): when a copy was accepted but the worker could not record it (a crash, a lost
 * reply) and sends again, receivers can tell it is the same message. The creation time keeps ids
 * apart across installations and restored backups, which reuse job ids.
 */
function messageIdOf(job: Pick<ClaimedEmail, 'id' | 'created_at'>, publicUrl: string): string {
  return `<email-${job.id}.${job.created_at.getTime()}@${new URL(publicUrl).hostname}>`;
}

/**
 * How long a claim lasts: longer than one send can take, each of its waits (DNS, connecting, the
 * greeting, EHLO, STARTTLS and EHLO again, up to three for AUTH, MAIL FROM, RCPT TO, DATA, the
 * message) lasting at most SMTP_TIMEOUT_MS. So a live worker's message is never claimed by
 * another instance, and a dead worker's is sent again once the lease runs out (5 minutes at the
 * default 20 s).
 */
const leaseMs = (config: Config) => 15 * config.smtpTimeoutMs;

/** Sends a pass runs at most, so the worker's poll interval still paces a long queue. */
const BATCH = 10;

/**
 * Sends the due jobs, up to BATCH, one claim at a time; returns how many it took. With no
 * transport (no SMTP_URL) each message is kept in the outbox table with status 'outbox' and
 * logged, with its links so someone trying the product can follow them; under
 * NODE_ENV=production never the links (live reset links are credentials).
 */
export async function processEmailJobs(options: {
  db: Kysely<DB>;
  config: Config;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
}): Promise<number> {
  for (let taken = 0; taken < BATCH; taken++) {
    const job = await claimDueEmail({ db: options.db, leaseMs: leaseMs(options.config) });
    if (!job) return taken;
    await deliver({ ...options, job });
  }
  return BATCH;
}

async function deliver({ db, config, transport, log, job }: Parameters<typeof processEmailJobs>[0] & { job: ClaimedEmail }) {
  // The live links exist only here, on their way out; the stored copy keeps the sentinels.
  const subject = revealSecrets(job.subject, job.secrets);
  const text = revealSecrets(job.body, job.secrets);
  if (!transport) {
    const links = config.production ? undefined : (text.match(/https?:\/\/\S+/g) ?? []);
    log.info({ emailId: job.id, to: job.to_address, subject: job.subject, links }, 'email kept in outbox (no SMTP_URL)');
    await markEmailDone({ db, id: job.id, status: 'outbox' });
    return;
  }
  try {
    await transport.send({
      from: config.mailFrom ?? `${translate(job.language, 'nav.home')} <${config.supportEmail}>`,
      to: job.to_address,
      subject,
      text,
      messageId: messageIdOf(job, config.publicUrl),
    });
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    log.warn({ emailId: job.id, attempt: job.attempts, error }, 'email send failed');
    await markEmailFailed({ db, job, error, baseMs: config.emailRetryBaseMs, maxAttempts: config.emailMaxAttempts });
    return;
  }
  // Outside the try: the server has the message, so a database error here is no failed send.
  // The job stays claimed and is sent again after the lease, the one repeat SMTP allows (decision 017).
  await markEmailDone({ db, id: job.id, status: 'sent' });
}

/** Polls in the server process; stop() waits for the batch in flight so shutdown loses nothing. */
export function startEmailWorker(options: Parameters<typeof processEmailJobs>[0]) {
  return startPolling({ pass: () => processEmailJobs(options), intervalMs: options.config.emailPollMs, log: options.log, name: 'email worker' });
}
