import type { Language } from 'shared-api/contract';
import { translate, type DictionaryKey, type TranslateVars } from 'shared-api/texts';

/** Each email is a pair of dictionary keys, so every language has it (a missing key fails tsc). */
const TEMPLATES = {
  reset: { subject: 'email.reset.subject', body: 'email.reset.body' },
  welcome: { subject: 'email.welcome.subject', body: 'email.welcome.body' },
  reassessment: { subject: 'email.reassessment.subject', body: 'email.reassessment.body' },
  certificate: { subject: 'certificates.email.subject', body: 'certificates.email.body' },
  enrolled: { subject: 'classes.email.enrolled.subject', body: 'classes.email.enrolled.body' },
  receipt: { subject: 'classes.email.receipt.subject', body: 'classes.email.receipt.body' },
  refund: { subject: 'classes.email.refund.subject', body: 'classes.email.refund.body' },
} satisfies Record<string, { subject: DictionaryKey; body: DictionaryKey }>;

export type EmailTemplate = keyof typeof TEMPLATES;

export function renderEmail({ template, language, vars }: { template: EmailTemplate; language: Language; vars: TranslateVars }) {
  const keys = TEMPLATES[template];
  return { subject: translate(language, keys.subject, vars), body: translate(language, keys.body, vars) };
}
