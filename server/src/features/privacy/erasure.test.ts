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

/** A team leader of the team, added, renamed and sent emails by an admin, who has read a participant's answers. */
async function personWithCopies() {
  const email = uniqueEmail('erased');
  const [firstName, name] = [uniqueName(), uniqueName()];
  const added = await post(api.app, '/api/add-user', {
    headers: { ...api.admin.headers, Email: email, Password: 'Abc123defg', Name: firstName, TeamLeader: 'true', Admin: 'false', TeamID: String(teamId) },
  });
  expect(added.statusCode).toBe(200);
  const id: number = added.json().id;
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
  for (const needle of [email, firstName, name]) expect(await findInDatabase(api.db, needle)).not.toEqual([]);
  return { id, email, names: [firstName, name] };
}

const leftOf = async (person: { email: string; names: string[] }) =>
  Object.fromEntries(await Promise.all([person.email, ...person.names].map(async (needle) => [needle, await findInDatabase(api.db, needle)])));

const nowhere = (person: { email: string; names: string[] }) => Object.fromEntries([person.email, ...person.names].map((needle) => [needle, []]));

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
