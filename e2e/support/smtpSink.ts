import { SMTPServer } from 'smtp-server';

/**
 * The journeys' mail server (SMTP cannot reach the outside here): it takes every message and
 * drops it, except to an address starting with "bounce-", which it refuses as a real server
 * refuses an unknown mailbox, so a failed email can be shown and retried.
 */
const port = Number(process.env.E2E_SMTP_PORT ?? 3211);

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
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => callback());
  },
});

sink.listen(port, '127.0.0.1', () => console.log(`smtp sink on ${port}`));
