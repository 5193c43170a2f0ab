import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';
import { CLIENT, newTeam, REDIRECT_URI } from './testing';

// A team's provider settings (issue 24): administrators only, the secret write-only, one team per domain.
const api = setupApiTest({ participant: true });

const ISSUER = 'https://login.example.com/tenant';
const edit = (teamId: number, payload: Record<string, unknown>, headers: Record<string, string> = api.admin.headers) =>
  post(api.app, '/api/edit-team-sso', { headers: { ...headers, TeamID: String(teamId) }, payload });
const read = (teamId: number, headers: Record<string, string> = api.admin.headers) => post(api.app, '/api/team-sso', { headers: { ...headers, TeamID: String(teamId) } });
const valid = (domain: string) => ({ Issuer: ISSUER, ClientID: CLIENT.clientId, ClientSecret: 'first-secret', Domains: [domain] });

it('keeps the settings, answers them without the secret, and keeps the secret when none is sent', async () => {
  const { teamId, domain } = await newTeam(api.db);
  expect((await read(teamId)).json()).toEqual({ configured: false, issuer: null, client_id: null, domains: [], has_secret: false, cohort_id: null, redirect_uri: REDIRECT_URI });
  const cohort = await api.db.insertInto('cohorts').values({ team_id: teamId, name: 'SSO' }).returning('id').executeTakeFirstOrThrow();

  const saved = await edit(teamId, { ...valid(domain), Domains: [` @${domain.toUpperCase()} `, `mail.${domain}`], CohortID: cohort.id });
  expect(saved.statusCode).toBe(200);
  const answer = { configured: true, issuer: ISSUER, client_id: CLIENT.clientId, domains: [domain, `mail.${domain}`].sort(), has_secret: true, cohort_id: cohort.id, redirect_uri: REDIRECT_URI };
  expect(saved.json()).toEqual({ ...answer, msg: 'Single sign-on saved.' });
  expect((await read(teamId)).json()).toEqual(answer);
  expect(saved.body + (await read(teamId)).body).not.toContain('first-secret');

  expect((await edit(teamId, { ...valid(domain), ClientSecret: '' })).statusCode).toBe(200);
  expect((await edit(teamId, { Issuer: ISSUER, ClientID: CLIENT.clientId, Domains: [domain] })).statusCode).toBe(200);
  const row = await api.db.selectFrom('team_sso').selectAll().where('team_id', '=', teamId).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ client_id: CLIENT.clientId, client_secret: 'first-secret', cohort_id: null, updated_by: api.admin.user.id });

  const audit = await api.db.selectFrom('audit_log').select(['action', 'facts']).where('team_id', '=', teamId).orderBy('id').execute();
  expect(audit.map((r) => r.action)).toEqual(['ssoConfigured', 'ssoConfigured', 'ssoConfigured']);
  expect(JSON.stringify(audit)).not.toContain('first-secret');
  expect(audit[0].facts).toContainEqual({ fact: 'clientSecretChanged' });
  expect(audit[2].facts).not.toContainEqual({ fact: 'clientSecretChanged' });

  const removed = await post(api.app, '/api/delete-team-sso', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
  expect(removed.statusCode).toBe(200);
  expect((await read(teamId)).json().configured).toBe(false);
  const again = await post(api.app, '/api/delete-team-sso', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
  expect([again.statusCode, again.json().error]).toEqual([404, 'SSO_NOT_CONFIGURED']);
});

it('asks for the secret the first time', async () => {
  const { teamId, domain } = await newTeam(api.db);
  const res = await edit(teamId, { ...valid(domain), ClientSecret: undefined });
  expect([res.statusCode, res.json().error, res.json().field]).toEqual([400, 'SSO_SECRET_REQUIRED', 'ClientSecret']);
});

it('keeps the secret for the same provider and client only: a new issuer or client id needs its own', async () => {
  const { teamId, domain } = await newTeam(api.db);
  expect((await edit(teamId, valid(domain))).statusCode).toBe(200);
  expect((await edit(teamId, { ...valid(domain), ClientSecret: undefined, Domains: [domain, `more.${domain}`] })).statusCode).toBe(200);
  for (const change of [{ Issuer: 'https://other-login.example.com' }, { ClientID: 'another-client' }]) {
    const res = await edit(teamId, { ...valid(domain), ...change, ClientSecret: undefined });
    expect([res.statusCode, res.json().error, res.json().field]).toEqual([400, 'SSO_SECRET_REQUIRED', 'ClientSecret']);
  }
  expect((await edit(teamId, { ...valid(domain), ClientID: 'another-client', ClientSecret: 'its-own-secret' })).statusCode).toBe(200);
});

it('refuses bad settings with a message per field', async () => {
  const { teamId, domain } = await newTeam(api.db);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ Issuer: 'http://login.example.com' }, 'Issuer', "Please enter the identity provider's address (its issuer), starting with https://."],
    [{ Issuer: 'https://login.example.com/?tenant=1' }, 'Issuer', "Please enter the identity provider's address (its issuer), starting with https://."],
    [{ Issuer: 'not a url' }, 'Issuer', "Please enter the identity provider's address (its issuer), starting with https://."],
    [{ ClientID: '' }, 'ClientID', 'Please enter the client ID your identity provider issued.'],
    [{ Domains: [] }, 'Domains', 'Please enter at least one email domain, such as example.org.'],
    [{ Domains: ['not a domain'] }, 'Domains', 'Please enter a valid email domain, such as example.org.'],
    [{ Domains: 'example.org' }, 'Domains', 'Please enter at least one email domain, such as example.org.'],
  ];
  for (const [change, field, message] of cases) {
    const res = await edit(teamId, { ...valid(domain), ...change });
    expect([res.statusCode, res.json().error, res.json().errors?.[field]]).toEqual([400, 'VALIDATION', message]);
  }
  const otherTeam = await newTeam(api.db);
  const cohort = await api.db.insertInto('cohorts').values({ team_id: otherTeam.teamId, name: 'Not theirs' }).returning('id').executeTakeFirstOrThrow();
  const foreign = await edit(teamId, { ...valid(domain), CohortID: cohort.id });
  expect([foreign.statusCode, foreign.json().field]).toEqual([404, 'CohortID']);
  expect((await read(teamId)).json().configured).toBe(false);
});

it("answers 409 SSO_DOMAIN_TAKEN for a domain another team's provider covers", async () => {
  const first = await newTeam(api.db);
  const second = await newTeam(api.db);
  expect((await edit(first.teamId, valid(first.domain))).statusCode).toBe(200);
  const res = await edit(second.teamId, { ...valid(second.domain), Domains: [second.domain, first.domain] });
  expect([res.statusCode, res.json().error, res.json().domain]).toEqual([409, 'SSO_DOMAIN_TAKEN', first.domain]);
  expect(res.json().message).toContain(first.domain);
  // The team's own domains are its own to keep.
  expect((await edit(first.teamId, valid(first.domain))).statusCode).toBe(200);
});

it('is for administrators only', async () => {
  const { teamId, domain } = await newTeam(api.db);
  const leader = await createLoggedInUser(api.db, api.app, { teamId });
  await api.db.insertInto('team_leaders').values({ user_id: leader.user.id, team_id: teamId }).execute();
  for (const headers of [leader.headers, api.participant.headers]) {
    expect((await read(teamId, headers)).statusCode).toBe(403);
    expect((await edit(teamId, valid(domain), headers)).statusCode).toBe(403);
    expect((await post(api.app, '/api/delete-team-sso', { headers: { ...headers, TeamID: String(teamId) } })).statusCode).toBe(403);
  }
  expect((await read(teamId, {})).statusCode).toBe(401);
  expect((await edit(teamId, valid(domain), {})).statusCode).toBe(401);
  expect((await read(teamId)).json().configured).toBe(false);
});

describe("a domain other teams' people use (issue 36)", () => {
  it('refuses one another team registers people with, naming the team, and saves nothing', async () => {
    const { teamId, domain } = await newTeam(api.db);
    const other = await api.db.insertInto('teams').values({ name: 'Team Registering', email_domains: JSON.stringify([domain]) }).returning('id').executeTakeFirstOrThrow();
    const res = await edit(teamId, valid(domain));
    expect([res.statusCode, res.json().error, res.json().domain]).toEqual([409, 'SSO_DOMAIN_REGISTERED', domain]);
    expect(res.json().message).toContain('Team Registering');
    expect((await read(teamId)).json().configured).toBe(false);
    // The team that registers it may claim it itself.
    expect((await edit(other.id, valid(domain))).statusCode).toBe(200);
  });

  it("refuses one other teams' members use, saying how many, until they are moved", async () => {
    const { teamId, domain, email } = await newTeam(api.db);
    const elsewhere = (await newTeam(api.db)).teamId;
    const member = await createLoggedInUser(api.db, api.app, { teamId: elsewhere, email: email('ana').toUpperCase() });
    await createLoggedInUser(api.db, api.app, { teamId: elsewhere, email: email('bo') });
    await createLoggedInUser(api.db, api.app, { teamId, email: email('own') });
    const res = await edit(teamId, valid(domain));
    expect([res.statusCode, res.json().error, res.json().count]).toEqual([409, 'SSO_DOMAIN_IN_USE', 2]);
    expect(res.json().message).toBe(`Accounts in other teams use the email domain ${domain} (2 in all): they could no longer log in through their own team. Move them to this team first (Users, Move), or leave the domain out.`);
    await api.db.updateTable('users').set({ team_id: teamId }).where('team_id', '=', elsewhere).execute();
    expect(member.user.id).toBeGreaterThan(0);
    expect((await edit(teamId, valid(domain))).statusCode).toBe(200);
  });
});

it("shows a team which of its people's domains another team's single sign-on speaks for", async () => {
  const claiming = await newTeam(api.db);
  expect((await edit(claiming.teamId, valid(claiming.domain))).statusCode).toBe(200);
  // Added to another team after the domain was claimed.
  const elsewhere = await newTeam(api.db);
  await createLoggedInUser(api.db, api.app, { teamId: elsewhere.teamId, email: claiming.email('late') });
  const page = await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(elsewhere.teamId) } });
  const team = await api.db.selectFrom('teams').select('name').where('id', '=', claiming.teamId).executeTakeFirstOrThrow();
  expect(page.json().ssoClaims).toEqual([{ domain: claiming.domain, teamId: claiming.teamId, team: team.name }]);
  // The claiming team's settings stay its own to save: only a domain a save adds is checked.
  expect((await edit(claiming.teamId, { ...valid(claiming.domain), ClientSecret: 'rotated-secret' })).statusCode).toBe(200);
  expect((await post(api.app, '/api/users', { headers: { ...api.admin.headers, TeamID: String(claiming.teamId) } })).json().ssoClaims).toEqual([]);
});
