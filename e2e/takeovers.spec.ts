import { expect, test } from '@playwright/test';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { adminAddsUser, apiLogin, latestEmailTo, linkIn, uniqueEmail } from './support/api';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/browser';

/**
 * Account takeovers by a leader of the platform team (team 1), whose users the administrator is
 * one of. A leader acts only on the participants of the teams they lead, never on an
 * administrator or a leader (shared-api's mayManageUser), and a set-password link is read only by
 * its recipient: the outbox shows no link to anyone, admins included.
 *
 * The e2e ADMIN is used as the victim, and the journeys after this one sign in with its password:
 * a passing run never changes it. Should a takeover work (a server without the rule), the journey
 * goes through with it to show the hole, puts the administrator's password back with the session
 * it took, and fails saying so.
 */

const TAKEN = 'taken-over-by-leader';
const SET_PASSWORD_LINK = /\/reset\?c=/;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Person {
  id: number;
  name: string;
  email: string;
  password: string;
}

/** POST /api/update-password with a reset token or a session (then the current password too). */
const setPassword = (request: APIRequestContext, token: string, password: string, currentPassword?: string) =>
  request.post('/api/update-password', {
    headers: { Authorization: token, UserPassword: encodeURIComponent(password), ...(currentPassword ? { CurrentPassword: encodeURIComponent(currentPassword) } : {}) },
  });

/** The administrator as the leader sees them: id and name (the team page lists both). */
async function theAdministrator(request: APIRequestContext) {
  const me = await request.post('/api/me', { headers: bearer(await apiLogin(request)) });
  expect(me.ok(), `me: ${me.status()}`).toBe(true);
  const { user_id: id, name } = (await me.json()) as { user_id: number; name: string };
  return { id, name, email: ADMIN.email, password: ADMIN.password };
}

/**
 * A user of team 1 made by the admin through the API; a leader of team 1 when `leader` (add-user,
 * then edit-user's UserTeamLeader and TeamLead). They choose their own password before acting.
 */
async function platformUser(request: APIRequestContext, tag: string, { leader }: { leader: boolean }): Promise<Person> {
  const person = { name: `${leader ? 'Leader' : 'Member'} ${tag} ${Date.now() % 1e6}`, email: uniqueEmail(`takeover-${tag}`), password: `${tag}-own-password` };
  const id = await adminAddsUser(request, { ...person, password: 'given-password1' }, 1);
  if (leader) {
    const edited = await request.post('/api/edit-user', {
      headers: {
        ...bearer(await apiLogin(request)),
        UserID: String(id),
        UserName: encodeURIComponent(person.name),
        UserEmail: encodeURIComponent(person.email),
        UserTeamLeader: 'true',
        TeamLead: '1',
      },
    });
    expect(edited.ok(), await edited.text()).toBe(true);
  }
  const chosen = await setPassword(request, await apiLogin(request, person.email, 'given-password1'), person.password);
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return { id, ...person };
}

async function expectForbidden(res: APIResponse, what: string) {
  expect.soft(res.status(), `${what}: ${await res.text()}`).toBe(403);
  if (res.status() === 403) expect.soft(await res.json()).toMatchObject({ error: 'FORBIDDEN' });
}

/** The set-password links in an outbox answer. */
async function linksInOutbox(request: APIRequestContext, token: string, to: string): Promise<string[]> {
  const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, { headers: bearer(token) });
  expect(res.ok(), `outbox: ${res.status()}`).toBe(true);
  const { messages } = (await res.json()) as { messages: { body: string }[] };
  return messages.flatMap((m) => m.body.match(/https?:\/\/\S+\/reset\?c=\S+/g) ?? []);
}

/**
 * What the leader does with a set-password link read in the outbox: sets the victim's password and
 * signs in as them. Returns the victim's new session, or null when the link does not work.
 */
async function useLink(request: APIRequestContext, link: string, victim: { email: string }): Promise<string | null> {
  const token = new URL(link).searchParams.get('c') ?? '';
  const res = await setPassword(request, token, TAKEN);
  if (!res.ok()) return null;
  return apiLogin(request, victim.email, TAKEN);
}

/** After a takeover that worked: the administrator's password back to ADMIN's, through the session taken. */
async function restoreAdministrator(request: APIRequestContext) {
  const session = await apiLogin(request, ADMIN.email, TAKEN);
  const restored = await setPassword(request, session, ADMIN.password, TAKEN);
  if (!restored.ok()) {
    throw new Error(`THE E2E ADMIN'S PASSWORD IS NOW '${TAKEN}': restoring it failed with ${restored.status()} ${await restored.text()}`);
  }
  await apiLogin(request);
}

/** Tries every link the leader read on the administrator's account; fails loudly, password restored, if one works. */
async function tryLinksOnAdministrator(request: APIRequestContext, links: string[], how: string) {
  for (const link of links) {
    if (!(await useLink(request, link, { email: ADMIN.email }))) continue;
    await restoreAdministrator(request);
    throw new Error(`TAKEOVER: ${how}; the leader set the administrator's password with ${link} and signed in as the administrator (the password is restored)`);
  }
}

/** The leader on their team's page: the given users' rows offer no selection (welcome emails, activations). */
async function teamPageOffersNoSelection(page: Page, leader: Person, untouchable: { name: string }[], member: Person) {
  await logIn(page, leader.email, leader.password);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/team?teamId=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${member.name}`, exact: true })).toBeEnabled();
  await expectAccessible(page);
  for (const user of untouchable) {
    await expect.soft(page.getByRole('checkbox', { name: `Select ${user.name}`, exact: true }), `${user.name}'s row on the team page`).toBeDisabled();
  }
}

test("a platform team leader cannot take over the administrator's account with a welcome email", async ({ page, request }) => {
  const admin = await theAdministrator(request);
  const leader = await platformUser(request, 'lead', { leader: true });
  const member = await platformUser(request, 'member', { leader: false });

  await teamPageOffersNoSelection(page, leader, [admin], member);

  const leaderToken = await apiLogin(request, leader.email, leader.password);
  await expectForbidden(
    await request.post('/api/reset-send-welcomes', { headers: bearer(leaderToken), data: { UserIDs: [admin.id] } }),
    'welcome email to the administrator, sent by a leader',
  );
  // Nor the admin's password set directly.
  await expectForbidden(
    await request.post('/api/edit-user-password', { headers: { ...bearer(leaderToken), UserID: String(admin.id), UserPassword: TAKEN } }),
    "the administrator's password, set by a leader",
  );

  const links = await linksInOutbox(request, leaderToken, admin.email);
  expect.soft(links, "set-password links in the leader's outbox for the administrator").toEqual([]);
  await tryLinksOnAdministrator(request, links, 'a welcome email to the administrator, its link read in the outbox');

  // The administrator's own password still signs them in.
  await apiLogin(request, admin.email, admin.password);
});

test('a platform team leader cannot take over another leader of the team with a welcome email', async ({ page, request }) => {
  const leader = await platformUser(request, 'lead', { leader: true });
  const other = await platformUser(request, 'colead', { leader: true });
  const member = await platformUser(request, 'member', { leader: false });

  await teamPageOffersNoSelection(page, leader, [other], member);

  const leaderToken = await apiLogin(request, leader.email, leader.password);
  await expectForbidden(
    await request.post('/api/reset-send-welcomes', { headers: bearer(leaderToken), data: { UserIDs: [other.id] } }),
    'welcome email to another leader, sent by a leader',
  );

  const links = await linksInOutbox(request, leaderToken, other.email);
  expect.soft(links, "set-password links in the leader's outbox for the other leader").toEqual([]);
  for (const link of links) {
    if (await useLink(request, link, other)) {
      throw new Error(`TAKEOVER: the leader set the other leader's password with ${link} from the outbox and signed in as them`);
    }
  }

  await apiLogin(request, other.email, other.password);
});

test("a public reset request for the administrator puts no link in the outbox, the leader's or an admin's", async ({ request }) => {
  const leader = await platformUser(request, 'lead', { leader: true });

  const asked = await request.post('/api/reset-request', { data: { email: ADMIN.email } });
  expect(asked.ok(), await asked.text()).toBe(true);

  // What the administrator really received, by SMTP: a one-hour link with its token.
  const mail = await latestEmailTo(request, ADMIN.email);
  const link = linkIn(mail.body);
  expect(link).toMatch(SET_PASSWORD_LINK);
  const token = new URL(link).searchParams.get('c') ?? '';
  expect(token.length).toBeGreaterThan(16);
  const secrets = [...new Set([token, encodeURIComponent(token)])];

  // No outbox answer, the leader's or the administrator's, filtered or not, shows a link or the token.
  const readers = { leader: await apiLogin(request, leader.email, leader.password), admin: await apiLogin(request) };
  const queries = [`?to=${encodeURIComponent(ADMIN.email)}`, `?to=${encodeURIComponent(ADMIN.email)}&status=sent`, ''];
  const leaked: string[] = [];
  for (const [reader, readerToken] of Object.entries(readers)) {
    for (const query of queries) {
      const res = await request.get(`/api/outbox${query}`, { headers: bearer(readerToken) });
      expect(res.ok(), `${reader}'s outbox${query}: ${res.status()}`).toBe(true);
      const text = await res.text();
      expect.soft(text, `${reader}'s outbox${query} shows a set-password link`).not.toMatch(SET_PASSWORD_LINK);
      for (const secret of secrets) expect.soft(text.includes(secret), `${reader}'s outbox${query} shows the token the administrator received`).toBe(false);
      if (reader === 'leader') {
        const { messages } = JSON.parse(text) as { messages: { body: string }[] };
        leaked.push(...messages.flatMap((m) => m.body.match(/https?:\/\/\S+\/reset\?c=\S+/g) ?? []));
      }
    }
  }
  // The message itself is still listed for an admin, only without its link.
  const listed = (await (await request.get(`/api/outbox?to=${encodeURIComponent(ADMIN.email)}`, { headers: bearer(readers.admin) })).json()) as { messages: { subject: string }[] };
  expect(listed.messages.map((m) => m.subject)).toContain(mail.subject);

  await tryLinksOnAdministrator(request, [...new Set(leaked)], "a public reset request for the administrator's email, its link read in the outbox");

  // The administrator's own password still signs them in.
  await apiLogin(request);
});
