import { appendFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { mailLog, parseEmail, type SunkEmail } from './mail';

/**
 * The journeys' mail server (SMTP cannot reach the outside here). It keeps every message it
 * accepts, as its recipients' mailboxes would, one JSON line per recipient in E2E_MAIL_LOG
 * (support/mail.ts reads them; latestEmailTo in support/api.ts is how journeys do). An address
 * starting with "bounce-" is refused as a real server refuses an unknown mailbox, so a failed
 * email can be shown and retried.
 */
const port = Number(process.env.E2E_SMTP_PORT ?? 3211);
const file = mailLog();
// A fresh mailbox per run: a reused log (E2E_MAIL_LOG set by hand) must not answer for this run.
writeFileSync(file, '');

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().startsWith('bounce-')) {
      const refused = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      return callback(refused);
    }
    return callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', (err) => callback(err));
    stream.on('end', () => {
      try {
        const message = parseEmail(Buffer.concat(chunks));
        const receivedAt = new Date().toISOString();
        // Written before the reply: once the server has its 250, the message is readable.
        const lines = session.envelope.rcptTo.map((rcpt) => JSON.stringify({ to: rcpt.address.toLowerCase(), ...message, receivedAt } satisfies SunkEmail));
        appendFileSync(file, lines.map((line) => `${line}\n`).join(''));
        callback();
      } catch (err) {
        console.error('smtp sink could not keep a message', err);
        callback(Object.assign(new Error('Could not store the message'), { responseCode: 451 }));
      }
    });
  },
});

sink.listen(port, '127.0.0.1', () => console.log(`smtp sink on ${port}, keeping messages in ${file}`));
