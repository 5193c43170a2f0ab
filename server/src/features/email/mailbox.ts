/**
 * Anonymous accounts (users/generateAnonymousUsers.ts) have no mailbox: their addresses are in the reserved
 * .invalid domain (RFC 2606), which can never receive mail. The queue drops email to them, so no
 * feature sends them any (welcomes, certificates, reassessments...) and the worker never retries one.
 */
export const ANONYMOUS_DOMAIN = 'anonymous.invalid';

/** Whether mail to this address can be delivered at all: false for an anonymous user's. */
export const hasMailbox = (address: string) => !address.trim().toLowerCase().endsWith(`@${ANONYMOUS_DOMAIN}`);
