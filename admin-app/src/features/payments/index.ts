export { PaymentsPage } from './PaymentsPage';
