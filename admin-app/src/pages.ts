import { createElement, type ComponentType } from 'react';
import { TextParts } from 'shared-ui';
import { AuditPage } from './features/audit';
import { ClassesPage, ClassPage } from './features/classes';
import { AdminDashboard } from './features/dashboard/AdminDashboard';
import { PaymentsPage } from './features/payments';
import { TeamsPage } from './features/teams';
import { TeamPageWithActions } from './TeamPageWithActions';
import { OutboxPage, UserPage } from './features/users';

/** Each page this remote offers, by the key the host's route table (host/src/routes.ts) names. */
export const PAGES = {
  admin: AdminDashboard,
  teams: TeamsPage,
  team: TeamPageWithActions,
  user: UserPage,
  classes: ClassesPage,
  class: ClassPage,
  audit: AuditPage,
  outbox: OutboxPage,
  payments: PaymentsPage,
} satisfies Record<string, ComponentType>;

/** A page drawn once its texts are there: the admin's are a part of their own, which participants never load. */
export const withStaffTexts = (Page: ComponentType): ComponentType =>
  function StaffPage() {
    return createElement(TextParts, { part: 'staff', children: createElement(Page) });
  };

/** What this remote exposes as './Pages': PAGES, each drawn with the admin's texts. */
export const pages: Record<string, ComponentType> = Object.fromEntries(Object.entries(PAGES).map(([key, Page]) => [key, withStaffTexts(Page)]));
