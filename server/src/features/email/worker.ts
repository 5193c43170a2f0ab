import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { claimDueEmails, markEmailDone, markEmailFailed } from './queue';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What the worker needs from SMTP; tests can pass a failing one. */
export interface MailTransport {
  send(message: OutgoingEmail): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Loaded here, so that a server without SMTP_URL (and every start's module loading) does without it.
  const nodemailer = require('nodemailer') as typeof import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
  return { send: async (message) => void (await transporter.sendMail(message)) };
}

const LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;

/**
 * Sends the due jobs once. With no transport (no SMTP_URL) each message is kept in the outbox
 * table with status 'outbox' and logged, with its links so someone trying the product can follow
 * them; under NODE_ENV=production never the links (live reset links are credentials).
 */
export async function processEmailJobs(options: {
  db: Kysely<DB>;
  config: Config;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
}): Promise<number> {
  const { db, config, transport, log } = options;
  const jobs = await claimDueEmails({ db, limit: BATCH, leaseMs: LEASE_MS });
  for (const job of jobs) {
    if (!transport) {
      const links = config.production ? undefined : (job.body.match(/https?:\/\/\S+/g) ?? []);
      log.info({ emailId: job.id, to: job.to_address, subject: job.subject, links }, 'email kept in outbox (no SMTP_URL)');
      await markEmailDone({ db, id: job.id, status: 'outbox' });
      continue;
    }
    try {
      await transport.send({ from: config.mailFrom, to: job.to_address, subject: job.subject, text: job.body });
      await markEmailDone({ db, id: job.id, status: 'sent' });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      log.warn({ emailId: job.id, attempt: job.attempts, error }, 'email send failed');
      await markEmailFailed({ db, job, error, baseMs: config.emailRetryBaseMs, maxAttempts: config.emailMaxAttempts });
    }
  }
  return jobs.length;
}

/** Polls in the server process; stop() waits for the batch in flight so shutdown loses nothing. */
export function startEmailWorker(options: Parameters<typeof processEmailJobs>[0]) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = processEmailJobs(options)
      .catch((err) => options.log.error({ err }, 'email worker failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.config.emailPollMs);
      });
  };
  timer = setTimeout(tick, options.config.emailPollMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
