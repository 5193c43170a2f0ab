import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { Loading, TextParts } from 'shared-ui';
import { AdminDashboard } from './features/dashboard/AdminDashboard';

/**
 * Each page this remote offers, by the key the host's route table (host/src/routes.ts) names, as
 * the loader of its module: a page's code comes with its route, so /admin's first page carries
 * the dashboard alone (scripts/budgets.json).
 */
export const PAGES = {
  admin: async () => AdminDashboard,
  teams: async () => (await import('./features/teams')).TeamsPage,
  team: async () => (await import('./TeamPageWithActions')).TeamPageWithActions,
  user: async () => (await import('./features/users')).UserPage,
  classes: async () => (await import('./features/classes')).ClassesPage,
  class: async () => (await import('./features/classes')).ClassPage,
  audit: async () => (await import('./features/audit')).AuditPage,
  outbox: async () => (await import('./features/users')).OutboxPage,
  payments: async () => (await import('./features/payments')).PaymentsPage,
  deletionRequests: async () => (await import('./features/privacy')).DeletionRequestsPage,
  report: async () => (await import('./features/reports')).ReportPage,
} satisfies Record<string, () => Promise<ComponentType>>;

/**
 * A page drawn once its texts are there: the admin's are a part of their own, which participants
 * never load, and the account part's messages (a user's second factor, a team's single sign-on).
 */
export const withStaffTexts = (load: () => Promise<ComponentType>): ComponentType => {
  const Page = lazy(async () => ({ default: await load() }));
  return function StaffPage() {
    const page = createElement(Suspense, { fallback: createElement(Loading) }, createElement(Page));
    return createElement(TextParts, { part: 'staff', children: createElement(TextParts, { part: 'account', children: page }) });
  };
};

/** What this remote exposes as './Pages': PAGES, each drawn with the admin's texts. */
export const pages: Record<string, ComponentType> = Object.fromEntries(Object.entries(PAGES).map(([key, Page]) => [key, withStaffTexts(Page)]));
