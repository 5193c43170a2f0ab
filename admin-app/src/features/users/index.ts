/**
 * The users feature: the user page and the outbox of the emails sent to users (pages.ts), and the
 * team page's user actions, each a button opening its modal.
 */
export { UserPage } from './UserPage';
export { UserStatusBadge } from './UserStatusBadge';
export { AddUser } from './AddUser';
export { CsvUpload } from './CsvUpload';
export { AnonymousUsers } from './AnonymousUsers';
export { WelcomeEmails } from './WelcomeEmails';
export { ActivateResults } from './ActivateResults';
export { OpenAssessment } from './OpenAssessment';
export { MoveUsers } from './MoveUsers';
export type { TeamActionProps } from './types';
export { teamUserAccess, useCaller } from './access';
export { OutboxPage } from './OutboxPage';
