import type { ComponentType } from 'react';
import { AuditPage } from './features/audit';
import { ClassesPage, ClassPage } from './features/classes';
import { AdminDashboard } from './features/dashboard/AdminDashboard';
import { TeamsPage } from './features/teams';
import { TeamPageWithActions } from './TeamPageWithActions';
import { OutboxPage, UserPage } from './features/users';

/** What this remote exposes as './Pages'; the host's route table (host/src/routes.ts) names these keys. */
export const pages: Record<string, ComponentType> = {
  admin: AdminDashboard,
  teams: TeamsPage,
  team: TeamPageWithActions,
  user: UserPage,
  classes: ClassesPage,
  class: ClassPage,
  audit: AuditPage,
  outbox: OutboxPage,
};
