import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';

/** Logs in through the API, as a fixture should (Epic Stack style), and returns the token. */
export async function apiLogin(request: APIRequestContext, email = ADMIN.email, password = ADMIN.password) {
  const res = await request.post('/api/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).access_token as string;
}

/** Reads the newest captured email sent to an address (the outbox; no SMTP in e2e). */
export async function latestEmailTo(request: APIRequestContext, to: string) {
  const token = await apiLogin(request);
  const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok()) throw new Error(`outbox: ${res.status()}`);
  const { messages } = (await res.json()) as { messages: { to: string; subject: string; body: string }[] };
  if (!messages.length) throw new Error(`no email to ${to}`);
  return messages[0];
}

export function linkIn(body: string): string {
  const match = body.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${body}`);
  return match[0];
}

/** An admin-created account (in team 1 unless told): first_login is true until the user picks a password. */
export async function adminAddsUser(request: APIRequestContext, user: { name: string; email: string; password: string }, teamId = 1): Promise<number> {
  const token = await apiLogin(request);
  const res = await request.post('/api/add-user', {
    headers: {
      Authorization: `Bearer ${token}`,
      Email: encodeURIComponent(user.email),
      Password: encodeURIComponent(user.password),
      Name: encodeURIComponent(user.name),
      TeamLeader: 'false',
      Admin: 'false',
      TeamID: String(teamId),
    },
  });
  if (!res.ok()) throw new Error(`add-user: ${res.status()} ${await res.text()}`);
  return (await res.json()).id as number;
}

/** Anonymous users of a team, as /api/generate-anonymous answers them. */
export async function adminGeneratesAnonymous(request: APIRequestContext, teamId: number, count: number) {
  const token = await apiLogin(request);
  const res = await request.post('/api/generate-anonymous', {
    headers: { Authorization: `Bearer ${token}`, NumUsers: String(count), TeamID: String(teamId) },
  });
  if (!res.ok()) throw new Error(`generate-anonymous: ${res.status()} ${await res.text()}`);
  return (await res.json()).credentials as { name: string; email: string; password: string }[];
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
