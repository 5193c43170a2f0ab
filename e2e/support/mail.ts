import { existsSync, readFileSync } from 'node:fs';

/**
 * The emails the journeys' SMTP sink (smtpSink.ts) accepted: one JSON line each in the file named
 * by E2E_MAIL_LOG, which playwright.config.ts sets once per run and hands to the sink, and the
 * workers inherit. What a recipient's mailbox would hold, so journeys read links where the
 * recipient reads them, never from the server's outbox.
 *
 * No mail parser is installed, so the message is read here: the single text/plain part that the
 * server's nodemailer writes (7bit, quoted-printable or base64, subjects as RFC 2047 encoded
 * words), and a multipart message's first text/plain part should one ever come.
 */

export interface SunkEmail {
  /** The envelope recipient (RCPT TO), lower case: whose mailbox it reached. */
  to: string;
  /** The To header as written. */
  toHeader: string;
  subject: string;
  /** The text body, decoded. */
  body: string;
  messageId: string;
  /** When the sink accepted it (ISO). */
  receivedAt: string;
}

/** Set once per run by playwright.config.ts; the sink and the workers share it. */
export function mailLog(): string {
  const file = process.env.E2E_MAIL_LOG;
  if (!file) throw new Error('E2E_MAIL_LOG is not set: run the journeys through e2e/playwright.config.ts');
  return file;
}

/** Every email the sink accepted so far, oldest first. A line still being written is left for the next read. */
export function readSunkEmails(file = mailLog()): SunkEmail[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SunkEmail);
}

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

/** Splits a raw part into unfolded headers (lower-case names; the first of a name wins) and its body. */
function splitPart(raw: Buffer): Part {
  const text = raw.toString('latin1');
  const match = /\r?\n\r?\n/.exec(text);
  const head = match ? text.slice(0, match.index) : text;
  const body = match ? raw.subarray(match.index + match[0].length) : Buffer.alloc(0);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header bytes are read as latin1 to keep them; raw UTF-8 in a header (SMTPUTF8) is decoded back.
    if (!headers.has(name)) headers.set(name, Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
  }
  return { headers, body };
}

/** A header's parameter (charset, boundary), quoted or not. */
function parameter(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(text: string, { underscoreIsSpace = false } = {}): Buffer {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(ch, 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/**
 * RFC 2047: `=?charset?B|Q?text?=` words; white space between two encoded words is dropped, and
 * adjacent words of one charset are joined as bytes first (a character may be split across them).
 */
export function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  let out = '';
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  const flush = () => {
    if (pending) out += decodeCharset(Buffer.concat(pending.bytes), pending.charset.replace(/\*.*$/, ''));
    pending = undefined;
  };
  for (let match = word.exec(value); match; match = word.exec(value)) {
    const between = value.slice(last, match.index);
    if (!pending || !/^\s*$/.test(between)) {
      flush();
      out += between;
    }
    const [, charset, encoding, text] = match;
    const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text, { underscoreIsSpace: true });
    if (pending && pending.charset.toLowerCase() === charset.toLowerCase()) pending.bytes.push(bytes);
    else {
      flush();
      pending = { charset, bytes: [bytes] };
    }
    last = match.index + match[0].length;
  }
  flush();
  return out + value.slice(last);
}

/** The text of a part: its first text/plain part when multipart, decoded by its transfer encoding and charset. */
function textOf(part: Part): string {
  const type = part.headers.get('content-type') ?? 'text/plain; charset=us-ascii';
  if (/^multipart\//i.test(type)) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return '';
    const raw = part.body.toString('latin1');
    const pieces = raw.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
    for (const piece of pieces.slice(1)) {
      if (!piece.trim()) continue;
      const inner = splitPart(Buffer.from(piece, 'latin1'));
      const innerType = inner.headers.get('content-type') ?? 'text/plain';
      if (/^(text\/plain|multipart\/)/i.test(innerType)) {
        const text = textOf(inner);
        if (text) return text;
      }
    }
    return '';
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  // The line end that closes the message (or the part) is the transport's, not the text's (a text's own last line end goes with it).
  const body = part.body.subarray(0, part.body.length - (/\r?\n$/.exec(part.body.subarray(-2).toString('latin1'))?.[0].length ?? 0));
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.toString('latin1').replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.toString('latin1'))
        : body;
  return decodeCharset(bytes, parameter(type, 'charset') ?? 'utf-8').replace(/\r\n/g, '\n');
}

/** Reads a raw message as received over SMTP (dot-stuffing already undone by smtp-server). */
export function parseEmail(raw: Buffer): { toHeader: string; subject: string; body: string; messageId: string } {
  const message = splitPart(raw);
  return {
    toHeader: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    body: textOf(message),
    messageId: message.headers.get('message-id') ?? '',
  };
}
