import type { Language } from 'shared-api/contract';
import { translate, type DictionaryKey, type TranslateVars } from 'shared-api/texts';

/**
 * Each email is a pair of dictionary keys, so every language has it (a missing key fails tsc).
 * `secrets` are the vars that are credentials (a set-password link takes the account over): the
 * stored message holds a sentinel in their place, so no one but the recipient ever reads them.
 */
const TEMPLATES = {
  reset: { subject: 'email.reset.subject', body: 'email.reset.body', secrets: ['link'] },
  welcome: { subject: 'email.welcome.subject', body: 'email.welcome.body', secrets: ['link'] },
  // Its link confirms an erasure request: whoever reads the outbox must not be able to.
  deletion: { subject: 'email.deletion.subject', body: 'email.deletion.body', secrets: ['link'] },
  reassessment: { subject: 'email.reassessment.subject', body: 'email.reassessment.body', secrets: [] },
  reminder: { subject: 'email.reminder.subject', body: 'email.reminder.body', secrets: [] },
  resultsReady: { subject: 'email.resultsReady.subject', body: 'email.resultsReady.body', secrets: [] },
  retentionWarning: { subject: 'email.retentionWarning.subject', body: 'email.retentionWarning.body', secrets: [] },
  certificate: { subject: 'certificates.email.subject', body: 'certificates.email.body', secrets: [] },
  enrolled: { subject: 'classes.email.enrolled.subject', body: 'classes.email.enrolled.body', secrets: [] },
  receipt: { subject: 'classes.email.receipt.subject', body: 'classes.email.receipt.body', secrets: [] },
  refund: { subject: 'classes.email.refund.subject', body: 'classes.email.refund.body', secrets: [] },
  // What guards an account changed, or was tried: its owner hears of it (issue 36).
  mfaOn: { subject: 'email.mfaOn.subject', body: 'email.mfaOn.body', secrets: [] },
  mfaOff: { subject: 'email.mfaOff.subject', body: 'email.mfaOff.body', secrets: [] },
  mfaReset: { subject: 'email.mfaReset.subject', body: 'email.mfaReset.body', secrets: [] },
  recoveryCodeUsed: { subject: 'email.recoveryCodeUsed.subject', body: 'email.recoveryCodeUsed.body', secrets: [] },
  mfaGuessing: { subject: 'email.mfaGuessing.subject', body: 'email.mfaGuessing.body', secrets: [] },
} satisfies Record<string, { subject: DictionaryKey; body: DictionaryKey; secrets: readonly string[] }>;

export type EmailTemplate = keyof typeof TEMPLATES;

/** A secret's value by var name, kept beside the message until it is sent (email_jobs.secrets). */
export type EmailSecrets = Record<string, string>;

/**
 * Private-use characters, which no text of the product uses in any language; renderEmail takes
 * them out of the other vars (a name typed by a user), so a sentinel is only ever one it wrote.
 * Migration 015 writes the same ones.
 */
const sentinel = (name: string) => `\uE000${name}\uE001`;
const SENTINELS = /\uE000(\w+)\uE001/g;
const SENTINEL_CHARS = /[\uE000\uE001]/g;

/** The message to store, each secret var a sentinel, and the secrets' values (null: none). */
export function renderEmail({ template, language, vars }: { template: EmailTemplate; language: Language; vars: TranslateVars }) {
  const keys = TEMPLATES[template];
  const secrets: EmailSecrets = {};
  const masked = Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, typeof value === 'string' ? value.replace(SENTINEL_CHARS, '') : value]));
  for (const name of keys.secrets) {
    if (!(name in vars)) continue;
    secrets[name] = String(vars[name]);
    masked[name] = sentinel(name);
  }
  return {
    subject: translate(language, keys.subject, masked),
    body: translate(language, keys.body, masked),
    secrets: Object.keys(secrets).length > 0 ? secrets : null,
  };
}

/** The text as sent: each sentinel replaced by its secret's value (functions: a value may hold `$&`). */
export const revealSecrets = (text: string, secrets: EmailSecrets | null) =>
  text.replace(SENTINELS, (found, name: string) => secrets?.[name] ?? found);

/** The text as anyone but the recipient reads it: each sentinel a marker in the reader's language. */
export const hideSecrets = (text: string, language: Language) => text.replace(SENTINELS, () => translate(language, 'outbox.linkHidden'));
