import { emailsTo, enrolledParticipant, joinAs, newClass, newTeam } from '../../test/classFixtures';
import { createLoggedInUser, post, setupApiTest, testConfig } from '../../test/helpers';
import type { PaymentProvider } from '../payments';
import { leaveClass } from './leaveClass';

const api = setupApiTest();

const seats = async (classId: number) =>
  (await api.db.selectFrom('classes').select('num_students').where('id', '=', classId).executeTakeFirstOrThrow()).num_students;
const classOf = async (userId: number) =>
  (await api.db.selectFrom('users').select('class_id').where('id', '=', userId).executeTakeFirstOrThrow()).class_id;
const leave = (headers: Record<string, string>, extra: Record<string, string> = {}) => post(api.app, '/api/leave-class', { headers: { ...headers, ...extra } });

describe('POST /api/join-class', () => {
  it('takes a seat, answers error null and emails the participant; joining again changes nothing', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { name: 'Joinable', price_minor: 5000 });
    const p = await createLoggedInUser(api.db, api.app, { teamId, language: 'SPA' });
    const res = await joinAs(api.app, p.headers, classId);
    expect([res.statusCode, res.json()]).toEqual([200, { error: null, msg: 'Se inscribió en Joinable.' }]);
    expect(await seats(classId)).toBe(1);
    expect((await joinAs(api.app, p.headers, classId)).statusCode).toBe(200);
    expect(await seats(classId)).toBe(1);
    const [email] = await emailsTo(api.db, p.email);
    expect(email.body).toContain('http://portal.test/checkout');
  });

  it('refuses a full, closed or other team\'s class with the reason, and moves an unpaid seat', async () => {
    const teamId = await newTeam(api.db);
    const other = await newTeam(api.db);
    const full = await newClass(api.db, teamId, { capacity: 0 });
    const closed = await newClass(api.db, teamId, { accepting: false });
    const foreign = await newClass(api.db, other);
    const p = await createLoggedInUser(api.db, api.app, { teamId });
    const codes = async (id: number) => {
      const res = await joinAs(api.app, p.headers, id);
      return [res.statusCode, res.json().error];
    };
    expect(await codes(full)).toEqual([409, 'CLASS_FULL']);
    expect(await codes(closed)).toEqual([409, 'CLASS_CLOSED']);
    expect(await codes(foreign)).toEqual([400, 'INVALID_CLASS']);
    expect(await codes(999999)).toEqual([400, 'INVALID_CLASS']);
    expect((await post(api.app, '/api/join-class', { headers: p.headers })).statusCode).toBe(400);
    expect((await post(api.app, '/api/join-class', { headers: { ClassID: String(full) } })).statusCode).toBe(401);

    const first = await newClass(api.db, teamId);
    const second = await newClass(api.db, teamId);
    await joinAs(api.app, p.headers, first);
    await joinAs(api.app, p.headers, second);
    expect([await seats(first), await seats(second), await classOf(p.user.id)]).toEqual([0, 1, second]);
  });

  it('keeps a paid participant in their class until they leave it', async () => {
    const teamId = await newTeam(api.db);
    const paidClass = await newClass(api.db, teamId, { price_minor: 1000 });
    const p = await enrolledParticipant(api.db, api.app, teamId, paidClass);
    await api.db
      .insertInto('payments')
      .values({ user_id: p.user.id, class_id: paidClass, provider: 'test', session_id: `cs_${p.user.id}`, amount_minor: 1000, currency: 'usd', status: 'paid' })
      .execute();
    const res = await joinAs(api.app, p.headers, await newClass(api.db, teamId));
    expect([res.statusCode, res.json().error]).toEqual([409, 'LEAVE_PAID_CLASS_FIRST']);
    expect(await classOf(p.user.id)).toBe(paidClass);
  });

  it('lets an admin enrol a participant named by UserEmail; a participant cannot enrol someone else', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId);
    const p = await createLoggedInUser(api.db, api.app, { teamId });
    const other = await createLoggedInUser(api.db, api.app, { teamId });
    expect((await joinAs(api.app, { ...api.admin.headers, UserEmail: p.email }, classId)).statusCode).toBe(200);
    expect(await classOf(p.user.id)).toBe(classId);
    await joinAs(api.app, { ...other.headers, UserEmail: p.email }, classId);
    expect(await classOf(other.user.id)).toBe(classId);
  });
});

describe('POST /api/leave-class', () => {
  it('gives the seat back; with no class it answers NOT_IN_CLASS', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId);
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    const res = await leave(p.headers);
    expect(res.json()).toEqual({ error: null, refunded: false, msg: 'You have left the class.' });
    expect([await seats(classId), await classOf(p.user.id)]).toEqual([0, null]);
    const again = await leave(p.headers);
    expect([again.statusCode, again.json().error]).toEqual([409, 'NOT_IN_CLASS']);
  });

  it('past the refund window asks a paid participant to confirm leaving without a refund', async () => {
    const teamId = await newTeam(api.db);
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const classId = await newClass(api.db, teamId, { price_minor: 2500, starts_at: soon });
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    await api.db
      .insertInto('payments')
      .values({ user_id: p.user.id, class_id: classId, provider: 'test', session_id: `cs_late_${p.user.id}`, amount_minor: 2500, currency: 'usd', status: 'paid', payment_intent: 'pi_x' })
      .execute();
    const asked = await leave(p.headers);
    expect([asked.statusCode, asked.json().error, asked.json().refundable]).toEqual([409, 'NO_REFUND_CONFIRM', false]);
    expect(await classOf(p.user.id)).toBe(classId);
    const confirmed = await leave(p.headers, { ConfirmNoRefund: 'true' });
    expect(confirmed.json()).toMatchObject({ refunded: false });
    expect(await classOf(p.user.id)).toBeNull();
    const payment = await api.db.selectFrom('payments').select('status').where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('paid');
  });
});

describe('leaving, and what goes with the seat', () => {
  it('closes an assessment the class had opened, unless it is finished', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId);
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    await post(api.app, '/api/class-open-assessment', { headers: { ...api.admin.headers, ClassID: String(classId) } });
    expect((await post(api.app, '/api/assessment-active', { headers: p.headers })).json()).toMatchObject({ active: true });
    expect((await leave(p.headers)).statusCode).toBe(200);
    expect((await post(api.app, '/api/assessment-active', { headers: p.headers })).json()).toMatchObject({ active: false });
  });

  it('refunds a payment fulfilled while its payer was leaving (they never agreed to go without it)', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { price_minor: 2500 });
    const p = await enrolledParticipant(api.db, api.app, teamId, classId);
    const sessionId = `cs_race_${p.user.id}`;
    await api.db
      .insertInto('payments')
      .values({ user_id: p.user.id, class_id: classId, provider: 'test', session_id: sessionId, amount_minor: 2500, currency: 'usd', payment_intent: `pi_race_${p.user.id}` })
      .execute();
    const refunds: string[] = [];
    // The session is paid just as it is being expired: after the leave checked for a payment.
    const provider = {
      mode: 'test',
      publicKey: null,
      expireSession: async (id: string) => {
        await api.db.updateTable('payments').set({ status: 'paid', paid_at: new Date() }).where('session_id', '=', id).execute();
      },
      refund: async ({ paymentIntent }: { paymentIntent: string }) => {
        refunds.push(paymentIntent);
        return { refundId: `re_${paymentIntent}` };
      },
    } as unknown as PaymentProvider;
    const left = await leaveClass({ db: api.db, config: testConfig(), provider, userId: p.user.id, confirmNoRefund: false });
    expect(left).toEqual({ refunded: true, amountMinor: 2500, currency: 'usd' });
    expect(refunds).toEqual([`pi_race_${p.user.id}`]);
    expect((await api.db.selectFrom('payments').select('status').where('session_id', '=', sessionId).executeTakeFirstOrThrow()).status).toBe('refunded');
  });
});

describe('registering through a class link', () => {
  it('takes the seat and emails the enrolment in the same transaction; a full class writes nothing', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { capacity: 1 });
    const email = `class-link-${Date.now()}@example.org`;
    const res = await post(api.app, '/api/register', { payload: { name: 'Linked', email, password: 'long-enough-1', classID: classId, teamID: teamId } });
    expect(res.statusCode).toBe(200);
    expect(await seats(classId)).toBe(1);
    expect((await emailsTo(api.db, email)).map((e) => e.subject)).toEqual(['You are enrolled in Design Thinking']);
    const late = await post(api.app, '/api/register', { payload: { name: 'Late', email: `late-${email}`, password: 'long-enough-1', classID: classId, teamID: teamId } });
    expect([late.statusCode, late.json().error]).toEqual([409, 'CLASS_FULL']);
    expect(await api.db.selectFrom('users').select('id').where('email', '=', `late-${email}`).executeTakeFirst()).toBeUndefined();
  });
});
