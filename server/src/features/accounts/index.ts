/** What other features may use of accounts: making the account its owner signs up for. */
export { insertAccount, type Placement } from './queries';
