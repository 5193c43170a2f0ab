/** What other features may use of the handling of personal data (issue 26). */
export { anonymiseUsers } from './anonymiseUsers';
export { eraseCopies, type Erased } from './eraseCopies';
