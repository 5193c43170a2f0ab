/** What other features may use of the users. */
export { eraseAccounts } from './eraseAccounts';
