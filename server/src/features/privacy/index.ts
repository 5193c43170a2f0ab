/** What other features may use of the handling of personal data (issue 26). */
export { anonymiseUsers } from './anonymiseUsers';
export type { Erased } from './copies';
export { eraseCopies } from './eraseCopies';
export { eraseAccounts } from './eraseAccounts';
