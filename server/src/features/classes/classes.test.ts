import type { AddClassResponse, ClassDetail, ClassesResponse } from 'shared-api/contract';
import { newClass, newTeam } from '../../test/classFixtures';
import { createLoggedInUser, post, setupApiTest } from '../../test/helpers';

const api = setupApiTest({ participant: true });

const addClass = (headers: Record<string, string>, fields: Record<string, string>) => post(api.app, '/api/add-class', { headers: { ...headers, ...fields } });
const getClass = (headers: Record<string, string>, id: number) => post(api.app, '/api/get-class', { headers: { ...headers, ClassID: String(id) } });

describe('POST /api/add-class', () => {
  it('creates a class from SPEC.md headers, capacity 25 by default, the price in major units, text URI-encoded', async () => {
    const teamId = await newTeam(api.db);
    const res = await addClass(api.admin.headers, {
      Name: encodeURIComponent('Innovación 101'),
      Description: encodeURIComponent('Cuatro semanas'),
      ShortDescription: 'Short',
      TimeDescription: 'Mondays',
      PlaceDescription: 'Room 1',
      TeamID: String(teamId),
      AcceptAny: 'false',
      AcceptNow: 'true',
      Price: '199.50',
      StartsAt: '2027-03-01T09:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    const { id, msg } = res.json<AddClassResponse>();
    expect(msg).toBe('Class created.');
    const cls = (await getClass(api.admin.headers, id)).json<ClassDetail>();
    expect(cls).toMatchObject({
      id, name: 'Innovación 101', description: 'Cuatro semanas', capacity: 25, num_students: 0, open_spots: 25, price: 199.5,
      currency: 'usd', starts_at: '2027-03-01T09:00:00.000Z', accepting: true, accept_any: false, status: 'open', team_id: teamId, students: [],
    });
    const row = await api.db.selectFrom('classes').select('price_minor').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.price_minor).toBe(19950);
  });

  it('refuses a missing name or team, and a bad capacity, price, currency or date, in the caller\'s language', async () => {
    const teamId = String(await newTeam(api.db));
    const cases: [Record<string, string>, string][] = [
      [{ TeamID: teamId }, 'Please enter the class name.'],
      [{ Name: 'X' }, 'Please choose a team.'],
      [{ Name: 'X', TeamID: teamId, Capacity: 'many' }, 'Please enter the capacity as a whole number from 0 to 10,000.'],
      [{ Name: 'X', TeamID: teamId, Capacity: '-1' }, 'Please enter the capacity as a whole number from 0 to 10,000.'],
      [{ Name: 'X', TeamID: teamId, Price: '-5' }, 'Please enter a price of 0 or more, with at most two decimal places.'],
      [{ Name: 'X', TeamID: teamId, Price: '1.999' }, 'Please enter a price of 0 or more, with at most two decimal places.'],
      [{ Name: 'X', TeamID: teamId, Currency: 'zz1' }, 'Please enter a three-letter currency code, such as USD.'],
      [{ Name: 'X', TeamID: teamId, StartsAt: 'next week' }, 'Please enter a valid start date and time.'],
    ];
    for (const [fields, message] of cases) {
      const res = await addClass(api.admin.headers, fields);
      expect([res.statusCode, res.json().error, res.json().message]).toEqual([400, 'VALIDATION', message]);
    }
    const unknownTeam = await addClass(api.admin.headers, { Name: 'X', TeamID: '999999' });
    expect([unknownTeam.statusCode, unknownTeam.json().error]).toEqual([404, 'NOT_FOUND']);
    const nul = await addClass(api.admin.headers, { Name: 'a%00b', TeamID: teamId });
    expect(nul.statusCode).toBe(400);
    const body = await post(api.app, '/api/add-class', { headers: api.admin.headers, payload: { Name: { toString: 'x' }, TeamID: teamId } });
    expect(body.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const teamId = String(await newTeam(api.db));
    expect((await addClass(api.participant.headers, { Name: 'X', TeamID: teamId })).statusCode).toBe(403);
    expect((await addClass({}, { Name: 'X', TeamID: teamId })).statusCode).toBe(401);
  });
});

describe('POST /api/edit-class', () => {
  it('changes only the fields sent, keeps the price a person reads when only the currency changes', async () => {
    const teamId = await newTeam(api.db);
    const id = await newClass(api.db, teamId, { price_minor: 10000 });
    const res = await post(api.app, '/api/edit-class', {
      headers: { ...api.admin.headers, ClassID: String(id), LengthDescription: '6 weeks', Capacity: '30', Currency: 'KRW' },
    });
    expect(res.json()).toEqual({ msg: 'Class saved.' });
    expect((await getClass(api.admin.headers, id)).json()).toMatchObject({ name: 'Design Thinking', length_description: '6 weeks', capacity: 30, currency: 'krw', price: 100 });
    const blankName = await post(api.app, '/api/edit-class', { headers: { ...api.admin.headers, ClassID: String(id), Name: ' ' } });
    expect([blankName.statusCode, blankName.json().message]).toEqual([400, 'Please enter the class name.']);
  });

  it('refuses a capacity below the students enrolled, and an unknown class', async () => {
    const teamId = await newTeam(api.db);
    const id = await newClass(api.db, teamId);
    await api.db.updateTable('classes').set({ num_students: 3 }).where('id', '=', id).execute();
    const res = await post(api.app, '/api/edit-class', { headers: { ...api.admin.headers, ClassID: String(id), Capacity: '2' } });
    expect([res.statusCode, res.json().error, res.json().message]).toEqual([409, 'CAPACITY_BELOW_STUDENTS', "The capacity can't be lower than the number of students already enrolled (3)."]);
    const unknown = await post(api.app, '/api/edit-class', { headers: { ...api.admin.headers, ClassID: '999999', Name: 'X' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/classes and /api/get-class', () => {
  it('lists every class with its team and students for admins', async () => {
    const teamId = await newTeam(api.db);
    const id = await newClass(api.db, teamId, { name: 'Listed' });
    const student = await createLoggedInUser(api.db, api.app, { teamId, name: 'Stu Dent' });
    expect((await post(api.app, '/api/join-class', { headers: { ...student.headers, ClassID: String(id) } })).statusCode).toBe(200);
    const { classes } = (await post(api.app, '/api/classes', { headers: api.admin.headers })).json<ClassesResponse>();
    const listed = classes.find((c) => c.id === id);
    expect(listed).toMatchObject({ name: 'Listed', team_id: teamId, capacity: 25, num_students: 1, accepting: true, status: 'open' });
    expect(listed?.students).toEqual([{ id: student.user.id, name: 'Stu Dent', email: student.email, paid: true, finishedAssessment: false }]);
    expect((await post(api.app, '/api/classes', { headers: api.participant.headers })).statusCode).toBe(403);
  });

  it('shows a participant a class open to their team without its students, and hides other teams\' classes', async () => {
    const teamId = await newTeam(api.db);
    const other = await newTeam(api.db);
    const own = await newClass(api.db, teamId);
    const foreign = await newClass(api.db, other);
    const anyTeam = await newClass(api.db, other, { accept_any: true });
    const p = await createLoggedInUser(api.db, api.app, { teamId });
    expect((await getClass(p.headers, own)).json()).toMatchObject({ id: own, students: [] });
    expect((await getClass(p.headers, anyTeam)).statusCode).toBe(200);
    expect((await getClass(p.headers, foreign)).statusCode).toBe(404);
    expect((await getClass({}, own)).statusCode).toBe(401);
    expect((await getClass(p.headers, 0)).statusCode).toBe(400);
  });
});

describe('POST /api/get-class-options', () => {
  // Classes of earlier tests that are open to every team would be listed too.
  beforeEach(() => api.db.updateTable('classes').set({ accept_any: false }).execute());

  it("lists the caller's team's open classes and those open to every team", async () => {
    const teamId = await newTeam(api.db);
    const other = await newTeam(api.db);
    const open = await newClass(api.db, teamId, { name: 'Open' });
    await newClass(api.db, teamId, { name: 'Closed', accepting: false });
    const shared = await newClass(api.db, other, { name: 'Shared', accept_any: true });
    await newClass(api.db, other, { name: 'Foreign' });
    const p = await createLoggedInUser(api.db, api.app, { teamId });
    const res = await post(api.app, '/api/get-class-options', { headers: { ...p.headers, UserEmail: p.email } });
    expect(res.json().classes.map((c: { id: number }) => c.id).sort()).toEqual([open, shared].sort());
    expect(res.json()).toMatchObject({ TeamID: teamId });
  });

  it("answers visitors for a team with a public class page only, by TeamID or address", async () => {
    const slug = `slug-${Date.now().toString(36)}`;
    const publicTeam = await newTeam(api.db, { public_slug: slug });
    const privateTeam = await newTeam(api.db);
    const id = await newClass(api.db, publicTeam);
    const byId = await post(api.app, '/api/get-class-options', { headers: { TeamID: String(publicTeam) } });
    expect(byId.json().classes.map((c: { id: number }) => c.id)).toEqual([id]);
    const bySlug = await post(api.app, '/api/get-class-options', { headers: { Slug: slug } });
    expect(bySlug.json()).toMatchObject({ TeamID: publicTeam });
    expect((await post(api.app, '/api/get-class-options', { headers: { TeamID: String(privateTeam) } })).statusCode).toBe(404);
    expect((await post(api.app, '/api/get-class-options', { headers: { Slug: 'no-such-page' } })).statusCode).toBe(404);
    expect((await post(api.app, '/api/get-class-options')).statusCode).toBe(400);
    expect((await post(api.app, '/api/get-class-options', { headers: { TeamID: 'x' } })).statusCode).toBe(400);
  });
});
