import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * How the sink answers. Replies as real servers give them: 421 (service closing) and 451
 * (greylisting, local error) are temporary; 550 (no such mailbox) and 554 (transaction failed)
 * are permanent. `silent` takes the connection and never greets; `stall` greets and never
 * answers MAIL FROM: the client's timeouts must end both. `lostReply` keeps the message (it
 * counts as accepted) but its 250 never reaches the client, as when a reply is lost (RFC 1047).
 */
export type SinkMode = 'accept' | 'busy' | 'greylist' | 'dataTempFail' | 'noMailbox' | 'dataRejected' | 'silent' | 'stall' | 'lostReply';

export interface Delivery {
  messageId: string | undefined;
  to: string;
  raw: string;
}

/** A reply code on an SMTP callback's error, as smtp-server reads it. */
const reply = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
const never = () => undefined;

/**
 * A local SMTP server for tests (no mail leaves the machine). It records every message it
 * received in full (`transmitted`, whatever it then answered) and those it accepted with 250
 * (`accepted`), so a test counts deliveries by Message-ID; `mode` can change at any time, and
 * `unlisten()` then `listen()` takes it off the port and back (connection refused meanwhile).
 */
export async function startSmtpSink() {
  const state = {
    mode: 'accept' as SinkMode,
    transmitted: [] as Delivery[],
    accepted: [] as Delivery[],
    /** Called just after a message is accepted (the 250 is on its way). */
    onAccepted: (delivery: Delivery) => void delivery,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 100,
    // No reverse DNS of each client: nothing to ask here. (Each connection still waits 100 ms, smtp-server's early-talker check.)
    disableReverseLookup: true,
    onConnect(_session, callback) {
      if (state.mode !== 'silent') callback();
    },
    onMailFrom(_address, _session, callback) {
      if (state.mode === 'stall') return never();
      if (state.mode === 'busy') return callback(reply(421, 'Service not available, try again later'));
      if (state.mode === 'greylist') return callback(reply(451, 'Greylisted, try again later'));
      return callback();
    },
    onRcptTo(_address, _session, callback) {
      callback(state.mode === 'noMailbox' ? reply(550, 'Mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const delivery: Delivery = {
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
        };
        state.transmitted.push(delivery);
        if (state.mode === 'dataTempFail') return callback(reply(451, 'Local error in processing, try again later'));
        if (state.mode === 'dataRejected') return callback(reply(554, 'Transaction failed'));
        state.accepted.push(delivery);
        if (state.mode === 'lostReply') return never();
        callback();
        state.onAccepted(delivery);
      });
    },
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      }),
    );
  await listen();
  return Object.assign(state, {
    port,
    url: `smtp://127.0.0.1:${port}`,
    listen,
    /** Off the port (connections are refused) until listen(); close() would end the server for good. */
    unlisten: () => new Promise<void>((resolve, reject) => server.server.close((err) => (err ? reject(err) : resolve()))),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
    /** Accepted messages per recipient. */
    acceptedTo: (to: string) => state.accepted.filter((d) => d.to === to),
  });
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
