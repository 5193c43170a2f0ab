/** What other features may use of the audit log. */
export { cohortRef, recordAudit, userRefs, type Actor, type AuditActor, type AuditEntry } from './record';
export { recordTeamRead, recordUserRead, type ReadOwner } from './reads';
export { auditRoutes } from './routes';
