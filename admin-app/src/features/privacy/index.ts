export { DeletionRequestsPage } from './DeletionRequestsPage';
