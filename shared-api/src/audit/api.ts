import { api, headerText } from '../accounts/api';
import type { AuditAction, AuditKind, AuditLogResponse } from './contract';

/** The audit screen's filters, as the list and its TSV take them (headers). */
export interface AuditFilters {
  teamId?: number;
  actorEmail?: string;
  action?: AuditAction;
  /** Changes or reads; both when left out. */
  kind?: AuditKind;
}

export function auditHeaders({ teamId, actorEmail, action, kind }: AuditFilters): Record<string, string> {
  return {
    ...(teamId ? { TeamID: String(teamId) } : {}),
    ...(actorEmail?.trim() ? { ActorEmail: headerText(actorEmail.trim()) } : {}),
    ...(action ? { Action: action } : {}),
    ...(kind ? { Kind: kind } : {}),
  };
}

/** The audit log (issue 11): admins only. A page is asked for by filters and Before. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditLogResponse, AuditFilters & { before?: number }>({
      query: ({ before, ...filters }) => ({
        url: '/audit-log',
        method: 'POST',
        headers: { ...auditHeaders(filters), ...(before ? { Before: String(before) } : {}) },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
