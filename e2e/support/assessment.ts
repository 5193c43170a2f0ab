import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin } from './api';

/** v1 of the instrument: nine pages, timed at indexes 2 (3 min) and 4 (5 min), demographics last. */
export const PAGES = 9;
export const TIMED = new Set([2, 4]);
export const DEMOGRAPHICS = 8;

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** What the admin does on the dashboard, through the API: a team and its assessment link. */
export async function adminCreatesLink(request: APIRequestContext, tag: string): Promise<string> {
  const headers = auth(await apiLogin(request));
  const team = await request.post('/api/add-team', { headers: { ...headers, teamName: encodeURIComponent(`E2E assessment ${tag}`) } });
  expect(team.ok()).toBeTruthy();
  const { id } = (await team.json()) as { id: number };
  const link = `e2e-${tag.toLowerCase()}-${Date.now()}`;
  const created = await request.post('/api/add-access-token', { headers: { ...headers, TeamID: String(id), CohortId: '-1', LinkText: link } });
  expect(created.ok()).toBeTruthy();
  return link;
}
