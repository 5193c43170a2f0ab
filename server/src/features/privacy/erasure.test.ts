import type { AuditLogResponse } from 'shared-api/contract';
import { findInDatabase } from '../../test/findInDatabase';
import { createLoggedInUser, login, post, setupApiTest, uniqueEmail } from '../../test/helpers';

/**
 * Issue 26: deleting a person or a team erases them everywhere the product copied them. Each test
 * first leaves copies wherever a person's email or name can go (the audit log as target and as
 * actor, the outbox, sign-in attempts, a test checkout), then looks for them in every text column.
 */
const api = setupApiTest();
let teamId: number;

beforeAll(async () => {
  teamId = (await api.db.insertInto('teams').values({ name: 'Harbour' }).returning('id').executeTakeFirstOrThrow()).id;
});

let serial = 0;
const uniqueName = () => `Quintessa Marlowe-${Date.now().toString(36)}${(serial += 1)}`;

/**
 * A team leader of the team, added, renamed, given a new address and sent emails by an admin, who
 * has read a participant's answers; copies under the first address too (an email, a failed sign-in).
 */
async function personWithCopies() {
  const [firstEmail, email] = [uniqueEmail('erased-first'), uniqueEmail('erased')];
  const [firstName, name] = [uniqueName(), uniqueName()];
  const added = await post(api.app, '/api/add-user', {
    headers: { ...api.admin.headers, Email: firstEmail, Password: 'Abc123defg', Name: firstName, TeamLeader: 'true', Admin: 'false', TeamID: String(teamId) },
  });
  expect(added.statusCode).toBe(200);
  const id: number = added.json().id;
  expect((await post(api.app, '/api/reset-request', { payload: { email: firstEmail } })).statusCode).toBe(200);
  expect((await post(api.app, '/api/login', { payload: { email: firstEmail, password: 'wrong-password-1' } })).statusCode).toBe(401);
  const edited = await post(api.app, '/api/edit-user', { headers: { ...api.admin.headers, UserID: String(id), UserName: name, UserEmail: email } });
  expect(edited.statusCode).toBe(200);
  expect((await post(api.app, '/api/login', { payload: { email, password: 'wrong-password-1' } })).statusCode).toBe(401);
  expect((await post(api.app, '/api/reset-request', { payload: { email } })).statusCode).toBe(200);
  const welcome = await post(api.app, '/api/reset-send-welcomes', { headers: api.admin.headers, payload: { UserIDs: [id] } });
  expect(welcome.statusCode).toBe(200);

  const headers = { authorization: `Bearer ${await login(api.app, email, 'Abc123defg')}` };
  const participant = await createLoggedInUser(api.db, api.app, { teamId });
  expect((await post(api.app, '/api/responses', { headers: { ...headers, UserID: String(participant.user.id) } })).statusCode).toBe(200);
  await api.db
    .insertInto('test_checkout_sessions')
    .values({ id: `cs_test_${id}`, amount_minor: 5000, currency: 'usd', description: 'Class', success_url: 'http://x/ok', cancel_url: 'http://x/no', customer_email: email, status: 'open' })
    .execute();
  for (const needle of [firstEmail, email, firstName, name]) expect(await findInDatabase(api.db, needle)).not.toEqual([]);
  return { id, email, needles: [firstEmail, email, firstName, name], names: [firstName, name] };
}

const leftOf = async (person: { needles: string[] }) =>
  Object.fromEntries(await Promise.all(person.needles.map(async (needle) => [needle, await findInDatabase(api.db, needle)])));

const nowhere = (person: { needles: string[] }) => Object.fromEntries(person.needles.map((needle) => [needle, []]));

it('deletes a user and every copy of their email and name; the records stay, naming "deleted user #id"', async () => {
  const person = await personWithCopies();
  const recordsBefore = await api.db.selectFrom('audit_log').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

  const res = await post(api.app, '/api/delete-user', { headers: { ...api.admin.headers, UserID: String(person.id) } });
  expect(res.statusCode).toBe(200);
  expect(await leftOf(person)).toEqual(nowhere(person));

  const recordsAfter = await api.db.selectFrom('audit_log').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(recordsAfter.n)).toBe(Number(recordsBefore.n) + 1);
  const log: AuditLogResponse = (await post(api.app, '/api/audit-log', { headers: { ...api.admin.headers, TeamID: String(teamId) } })).json();
  const naming = log.records.filter((r) => r.target.some((ref) => ref.kind === 'deletedUser' && ref.id === person.id) || r.actorId === person.id);
  expect(naming.map((r) => r.action).sort()).toEqual(['responsesViewed', 'userAdded', 'userDeleted', 'userEdited', 'welcomeEmailsSent']);
  expect(naming.find((r) => r.action === 'responsesViewed')).toMatchObject({ actorId: person.id, actorEmail: null, actorRole: 'leader' });

  const tsv = await post(api.app, '/api/audit-log-tsv', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
  expect(tsv.body).toContain(`deleted user #${person.id}`);
});

it('deletes a team and every copy of its people', async () => {
  const people = [await personWithCopies(), await personWithCopies()];
  const res = await post(api.app, '/api/delete-team', { headers: { ...api.admin.headers, TeamID: String(teamId) } });
  expect(res.statusCode).toBe(200);
  for (const person of people) expect(await leftOf(person)).toEqual(nowhere(person));
  teamId = (await api.db.insertInto('teams').values({ name: 'Harbour 2' }).returning('id').executeTakeFirstOrThrow()).id;
});

it('leaves the copies of other people alone', async () => {
  const [kept, erased] = [await personWithCopies(), await personWithCopies()];
  expect((await post(api.app, '/api/delete-user', { headers: { ...api.admin.headers, UserID: String(erased.id) } })).statusCode).toBe(200);
  expect(await findInDatabase(api.db, kept.email)).toEqual(expect.arrayContaining(['users.email', 'audit_log.target', 'email_jobs.to_address', 'auth_attempts.email']));
  expect(await findInDatabase(api.db, kept.names[1])).toEqual(expect.arrayContaining(['users.name']));
});

it('keeps an old address someone else has taken since: it is theirs now', async () => {
  const person = await personWithCopies();
  const firstEmail = person.needles[0];
  const heir = await post(api.app, '/api/add-user', {
    headers: { ...api.admin.headers, Email: firstEmail, Password: 'Abc123defg', Name: uniqueName(), TeamLeader: 'false', Admin: 'false', TeamID: String(teamId) },
  });
  expect(heir.statusCode).toBe(200);
  expect((await post(api.app, '/api/reset-request', { payload: { email: firstEmail } })).statusCode).toBe(200);
  expect((await post(api.app, '/api/delete-user', { headers: { ...api.admin.headers, UserID: String(person.id) } })).statusCode).toBe(200);
  expect(await findInDatabase(api.db, person.email)).toEqual([]);
  expect(await findInDatabase(api.db, firstEmail)).toEqual(expect.arrayContaining(['users.email', 'email_jobs.to_address']));
});

it('relabels a free-text record only where the whole address stands in it', async () => {
  const person = await personWithCopies();
  const longer = `x${person.email}m`;
  const record = async (text: string) =>
    (await api.db.insertInto('audit_log').values({ actor_id: api.admin.user.id, actor_email: api.admin.email, actor_role: 'admin', action: 'welcomeEmailsSent', team_id: teamId, target: JSON.stringify([{ kind: 'text', text }]), facts: JSON.stringify([{ fact: 'name', value: 'Kept Name' }]) }).returning('id').executeTakeFirstOrThrow()).id;
  const whole = await record(`Sent a welcome to ${person.email}.`);
  const inside = await record(`Sent a welcome to ${longer}.`);
  expect((await post(api.app, '/api/delete-user', { headers: { ...api.admin.headers, UserID: String(person.id) } })).statusCode).toBe(200);
  const records = await api.db.selectFrom('audit_log').select(['id', 'target', 'facts']).where('id', 'in', [whole, inside]).orderBy('id').execute();
  expect(records.map((r) => [r.target, r.facts])).toEqual([
    [[{ kind: 'deletedUser', id: person.id }], []],
    [[{ kind: 'text', text: `Sent a welcome to ${longer}.` }], [{ fact: 'name', value: 'Kept Name' }]],
  ]);
});
