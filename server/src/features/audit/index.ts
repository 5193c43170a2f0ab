/** What other features may use of the audit log. */
export { recordAudit, type Actor, type AuditEntry } from './record';
export { auditRoutes } from './routes';
