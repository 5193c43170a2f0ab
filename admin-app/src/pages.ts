import type { ComponentType } from 'react';
import { AdminDashboard } from './features/dashboard/AdminDashboard';

/** What this remote exposes as './Pages'; the host's route table (host/src/routes.ts) names these keys. */
export const pages: Record<string, ComponentType> = {
  admin: AdminDashboard,
};
