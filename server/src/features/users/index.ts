/** What other features may use of users: the status badge's value, so every list shows the same. */
export { userStatus } from './userStatus';
