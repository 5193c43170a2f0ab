import type { CreateCheckoutSessionResponse, CurrentUserClassResponse } from 'shared-api/contract';
import { hashToken } from '../auth/tokens';
import { enrolledParticipant, newClass, newTeam } from '../../test/classFixtures';
import { post, setupApiTest, type LoggedInUser } from '../../test/helpers';
import { pdfText } from '../../test/pdfText';
import { createPdfToken } from '../assessment';

/** The participant's receipt (issue 22): a signed link on /api/current-user-class, a PDF in their language. */
const api = setupApiTest();

const download = (link: string) => api.app.inject({ method: 'GET', url: link });
const current = async (headers: Record<string, string>) => (await post(api.app, '/api/current-user-class', { headers })).json<CurrentUserClassResponse>();

async function paid({ language = 'ENG', startsInDays = 30 }: { language?: 'ENG' | 'KOR'; startsInDays?: number } = {}) {
  const teamId = await newTeam(api.db);
  const classId = await newClass(api.db, teamId, { price_minor: 19900, name: 'Receipt Class', starts_at: new Date(Date.now() + startsInDays * 86_400_000) });
  const p = await enrolledParticipant(api.db, api.app, teamId, classId);
  await api.db.updateTable('users').set({ language }).where('id', '=', p.user.id).execute();
  const { sessionId } = (await post(api.app, '/api/create-checkout-session', { headers: { ...p.headers, BaseURL: 'http://portal.test' } })).json<CreateCheckoutSessionResponse>();
  await api.app.inject({ method: 'POST', url: '/api/test-checkout/pay', payload: `session=${sessionId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const payment = await api.db.selectFrom('payments').select(['id']).where('session_id', '=', sessionId).executeTakeFirstOrThrow();
  return { p, paymentId: payment.id, link: (await current(p.headers)).receipt_link };
}

const tokenFor = (p: LoggedInUser, purpose: 'receipt' | 'certificate', version?: string) =>
  createPdfToken({ db: api.db, userId: p.user.id, sessionHash: hashToken(p.token), purpose, version });
const linkOf = (token: string) => `/api/payment-receipt?token=${encodeURIComponent(token)}`;

describe('the receipt of a payment', () => {
  it('is a link only once paid, and opens a PDF that says who paid what, when, with its reference', async () => {
    const teamId = await newTeam(api.db);
    const classId = await newClass(api.db, teamId, { price_minor: 19900 });
    const unpaid = await enrolledParticipant(api.db, api.app, teamId, classId);
    expect((await current(unpaid.headers)).receipt_link).toBe('');

    const { p, paymentId, link } = await paid();
    expect(link).toMatch(/^\/api\/payment-receipt\?token=/);
    const res = await download(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="receipt.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const expected of ['Receipt', `R-${String(paymentId).padStart(6, '0')}`, p.email, 'Receipt Class', '$199.00', 'Test mode: no card was charged.']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Refunded');
  });

  it("is in the payer's language, Korean set in a font that has its glyphs", async () => {
    const { link } = await paid({ language: 'KOR' });
    const text = await pdfText((await download(link)).rawPayload);
    expect(text).toContain('영수증');
    expect(text).toContain('테스트 모드');
  });

  it('still opens after a refund, and then says so', async () => {
    const { p, link } = await paid();
    expect((await post(api.app, '/api/leave-class', { headers: p.headers })).json()).toMatchObject({ refunded: true });
    expect((await current(p.headers)).receipt_link).toBe('');
    expect(await pdfText((await download(link)).rawPayload)).toContain('Refunded in full on');
  });

  it("refuses a missing, forged or borrowed token, another payer's payment, and a link after logout", async () => {
    const { p, paymentId, link } = await paid();
    const other = await paid();
    expect((await download('/api/payment-receipt')).statusCode).toBe(400);
    expect((await download('/api/payment-receipt?token=garbage')).statusCode).toBe(400);
    expect((await download(linkOf(await tokenFor(p, 'certificate', String(paymentId))))).statusCode).toBe(401);
    // The payer's own token naming someone else's payment finds nothing.
    const stolen = await download(linkOf(await tokenFor(p, 'receipt', String(other.paymentId))));
    expect([stolen.statusCode, stolen.json().error]).toEqual([404, 'NOT_FOUND']);
    expect((await download(linkOf(await tokenFor(p, 'receipt', 'x')))).statusCode).toBe(404);
    const [payload, signature] = decodeURIComponent(link.split('token=')[1]).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claims, userId: other.p.user.id })).toString('base64url');
    expect((await download(`/api/payment-receipt?token=${swapped}.${signature}`)).statusCode).toBe(401);
    await post(api.app, '/api/logout', { headers: p.headers });
    const after = await download(link);
    expect([after.statusCode, after.json().error]).toEqual([401, 'LINK_EXPIRED']);
  });

  it("gives an admin acting for a payer that payer's receipt, and records the read", async () => {
    const { p } = await paid();
    const link = (await current({ ...api.admin.headers, UserEmail: p.email })).receipt_link;
    expect((await download(link)).statusCode).toBe(200);
    const reads = await api.db.selectFrom('audit_log').select(['action', 'actor_id']).where('action', '=', 'receiptDownloaded').execute();
    expect(reads).toEqual([{ action: 'receiptDownloaded', actor_id: api.admin.user.id }]);
  });
});
