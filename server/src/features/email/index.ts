/** Other features queue emails, and read stored ones with their links hidden; the worker and the outbox are this feature's own. */
export { claimDailyNotices } from './daily';
export { emailEach, type Notices } from './notices';
export { enqueueEmail, enqueueEmails, type QueuedEmail } from './queue';
export { ANONYMOUS_DOMAIN, hasMailbox } from './mailbox';
export { hideSecrets, type EmailTemplate } from './templates';
