import { post, setupApiTest } from '../../test/helpers';
import { enrolledParticipant, newClass, newTeam } from '../../test/classFixtures';

const api = setupApiTest({ participant: true });

async function payment(classId: number, userId: number, status: 'paid' | 'refunded' | 'expired', amount = 2500) {
  await api.db
    .insertInto('payments')
    .values({ user_id: userId, class_id: classId, provider: 'test', session_id: `cs_list_${userId}_${status}`, amount_minor: amount, currency: 'eur', status, paid_at: status === 'expired' ? null : new Date('2026-11-20T10:00:00Z') })
    .execute();
}

describe('the payments an organisation reconciles', () => {
  it('lists every payment with class, payer, amount, status and refunds, filtered by class and status', async () => {
    const teamId = await newTeam(api.db);
    const design = await newClass(api.db, teamId, { name: 'Design', price_minor: 2500 });
    const lean = await newClass(api.db, teamId, { name: 'Lean', price_minor: 1999 });
    const ana = await enrolledParticipant(api.db, api.app, teamId, design);
    const ben = await enrolledParticipant(api.db, api.app, teamId, lean);
    await payment(design, ana.user.id, 'paid');
    await payment(lean, ben.user.id, 'refunded', 1999);
    await payment(lean, ben.user.id, 'expired', 1999);

    const list = (headers: Record<string, string>) => post(api.app, '/api/payments', { headers: { ...api.admin.headers, ...headers } });
    const all = (await list({})).json().payments.filter((p: { class_id: number }) => [design, lean].includes(p.class_id));
    expect(all).toHaveLength(3);
    expect(all.find((p: { status: string }) => p.status === 'paid')).toMatchObject({
      class: 'Design', user: ana.user.name, email: ana.email, amount_minor: 2500, currency: 'eur', provider: 'test', paid_at: '2026-11-20T10:00:00.000Z', refunded_at: null,
    });
    expect((await list({ ClassID: String(lean) })).json().payments.map((p: { status: string }) => p.status).sort()).toEqual(['expired', 'refunded']);
    expect((await list({ ClassID: String(lean), Status: 'refunded' })).json().payments).toHaveLength(1);
    for (const bad of [{ Status: 'lost' }, { ClassID: 'x' }] as Record<string, string>[]) expect((await list(bad)).statusCode).toBe(400);
    expect((await post(api.app, '/api/payments', { headers: api.participant.headers })).statusCode).toBe(403);
  });

  it('downloads them as a formula-safe TSV in the caller language', async () => {
    const teamId = await newTeam(api.db);
    const cls = await newClass(api.db, teamId, { name: '=HYPERLINK("x")', price_minor: 2550 });
    const p = await enrolledParticipant(api.db, api.app, teamId, cls);
    await payment(cls, p.user.id, 'paid', 2550);
    const res = await post(api.app, '/api/payments-tsv', { headers: { ...api.admin.headers, ClassID: String(cls) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments.tsv"');
    const [header, row] = res.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(header.split('\t')).toEqual(['Payment', 'Class', 'Name', 'Email', 'Amount', 'Currency', 'Status', 'Created (UTC)', 'Paid (UTC)', 'Refunded (UTC)', 'Refund reference']);
    const cells = row.split('\t');
    expect(cells[1]).toBe('"\'=HYPERLINK(""x"")"');
    expect(cells.slice(4, 7)).toEqual(['25.50', 'EUR', 'Paid']);
    expect(cells[8]).toBe('2026-11-20 10:00');
  });
});
