/** Other features queue emails; the worker and the outbox are this feature's own. */
export { enqueueEmail, enqueueEmails, type QueuedEmail } from './queue';
export { ANONYMOUS_DOMAIN, hasMailbox } from './mailbox';
