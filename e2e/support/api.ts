import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { readSunkEmails } from './mail';

/** Logs in through the API, as a fixture should (Epic Stack style), and returns the token. */
export async function apiLogin(request: APIRequestContext, email = ADMIN.email, password = ADMIN.password) {
  const res = await request.post('/api/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).access_token as string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The newest email the SMTP sink accepted for an address, as its recipient reads it (subject and
 * body decoded), never the server's outbox, which hides links from everyone but the recipient.
 * The server's worker sends every 250 ms (EMAIL_POLL_MS), oldest first, so the newest message may
 * still be on its way behind an older one to the same address (an enrolment email, then the
 * receipt): first the outbox must list nothing still queued for the address (its status, not its
 * text, is all that is read there), then the sink is read. Throws after `timeout` when nothing came.
 */
export async function latestEmailTo(request: APIRequestContext, to: string, { timeout = 15_000 }: { timeout?: number } = {}) {
  const deadline = Date.now() + timeout;
  const headers = { Authorization: `Bearer ${await apiLogin(request)}` };
  for (;;) {
    const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}&status=queued`, { headers });
    if (!res.ok()) throw new Error(`outbox: ${res.status()} ${await res.text()}`);
    if (!((await res.json()) as { messages: unknown[] }).messages.length) break;
    if (Date.now() > deadline) throw new Error(`an email to ${to} is still queued after ${timeout} ms`);
    await pause(100);
  }
  for (;;) {
    const mine = readSunkEmails().filter((mail) => mail.to === to.toLowerCase());
    const newest = mine.at(-1);
    if (newest) return { to: newest.to, subject: newest.subject, body: newest.body };
    if (Date.now() > deadline) throw new Error(`no email to ${to} reached the SMTP sink in ${timeout} ms`);
    await pause(100);
  }
}

export function linkIn(body: string): string {
  const match = body.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${body}`);
  return match[0];
}

/**
 * An admin-created account (in team 1 unless told): first_login is true until the user picks a
 * password. `as` gives the calls an admin's token other than the e2e admin's.
 */
export async function adminAddsUser(
  request: APIRequestContext,
  user: { name: string; email: string; password: string },
  teamId = 1,
  { admin = false, teamLeader = false, as }: { admin?: boolean; teamLeader?: boolean; as?: string } = {},
): Promise<number> {
  const token = as ?? (await apiLogin(request));
  const res = await request.post('/api/add-user', {
    headers: {
      Authorization: `Bearer ${token}`,
      Email: encodeURIComponent(user.email),
      Password: encodeURIComponent(user.password),
      Name: encodeURIComponent(user.name),
      TeamLeader: String(teamLeader),
      Admin: String(admin),
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
