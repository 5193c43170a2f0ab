import { post, setupApiTest } from '../../test/helpers';
import { enrolledParticipant, newClass, newTeam } from '../../test/classFixtures';

const api = setupApiTest();

async function paidStudent(startsAt: Date | null = null) {
  const teamId = await newTeam(api.db);
  const classId = await newClass(api.db, teamId, { price_minor: 2500, name: 'Costly Class', starts_at: startsAt });
  const p = await enrolledParticipant(api.db, api.app, teamId, classId);
  await api.db.updateTable('users').set({ name: 'Paula Payer' }).where('id', '=', p.user.id).execute();
  await api.db
    .insertInto('payments')
    .values({ user_id: p.user.id, class_id: classId, provider: 'test', session_id: `cs_seat_${p.user.id}`, amount_minor: 2500, currency: 'usd', status: 'paid' })
    .execute();
  return { teamId, classId, p };
}

const deleteUser = (userId: number) => post(api.app, '/api/delete-user', { headers: { ...api.admin.headers, UserID: String(userId) } });
const deleteTeam = (teamId: number) => post(api.app, '/api/delete-team', { headers: { ...api.admin.headers, TeamID: String(teamId) } });

describe('deleting someone with a paid seat that can still be refunded', () => {
  it('refuses to delete the user or their team, naming the seat, and deletes nothing', async () => {
    const { teamId, p } = await paidStudent();
    for (const res of [await deleteUser(p.user.id), await deleteTeam(teamId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'PAID_SEAT', message: 'Paula Payer holds a paid spot in Costly Class that can still be refunded. Refund it on the class page first, then delete.' });
    }
    expect(await api.db.selectFrom('users').select('id').where('id', '=', p.user.id).execute()).toHaveLength(1);
  });

  it('deletes once the seat is refunded', async () => {
    const { teamId, p } = await paidStudent();
    // As /api/refund-student leaves it (refund-student's own tests go through the provider).
    await api.db.updateTable('payments').set({ status: 'refunded', refunded_at: new Date() }).where('user_id', '=', p.user.id).execute();
    expect((await deleteUser(p.user.id)).statusCode).toBe(200);
    expect((await deleteTeam(teamId)).statusCode).toBe(200);
    const payment = await api.db.selectFrom('payments').select(['status', 'user_id']).where('session_id', '=', `cs_seat_${p.user.id}`).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'refunded', user_id: null });
  });

  it('deletes when the seat can no longer be refunded: the class starts within the refund window', async () => {
    const { p } = await paidStudent(new Date(Date.now() + 24 * 3_600_000));
    expect((await deleteUser(p.user.id)).statusCode).toBe(200);
  });
});
