// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DOWNLOADS, formatDateTime, storeSession, type PaymentRow } from 'shared-api';
import { PAGES } from '../../pages';
import { classDetail } from '../classes/testData';
import { PaymentsPage } from './PaymentsPage';

const payment = (id: number, over: Partial<PaymentRow> = {}): PaymentRow => ({
  id, class_id: 5, class: 'Design Sprint', user_id: 11, user: 'Ana Lima', email: 'ana@acme.org', amount_minor: 19950, currency: 'usd',
  status: 'paid', provider: 'test', created_at: '2026-11-20T11:58:00Z', paid_at: '2026-11-20T12:00:00Z', refunded_at: null, refund_id: null, ...over,
});

const CLASSES = { body: { classes: [classDetail(), classDetail({ id: 6, name: 'Lean Startup' })] } };

const lastCall = (calls: { path: string; headers: Headers }[]) => calls.filter((c) => c.path === '/api/payments').at(-1);

beforeEach(() => storeSession({ access_token: 'tok', email: 'boss@acme.org', admin: true, team_id: 1, user_id: 1 }));

describe('PaymentsPage', () => {
  it('is the page the host shows an admin at /payments', async () => {
    expect(await PAGES.payments()).toBe(PaymentsPage);
  });

  it('lists each payment with its class, participant, amount, status and times', async () => {
    const calls = mockApi({
      '/api/classes': CLASSES,
      '/api/payments': {
        body: {
          payments: [
            payment(2, { status: 'refunded', refunded_at: '2026-11-22T09:30:00Z', refund_id: 're_1' }),
            payment(1, { class_id: null, class: null, user_id: null, user: null, email: null, amount_minor: 50000, currency: 'krw', status: 'pending', paid_at: null }),
          ],
        },
      },
    });
    renderWithProviders(<PaymentsPage />, { route: '/payments' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [refunded, pending] = within(table).getAllByRole('row').slice(1);
    expect(within(refunded).getByRole('link', { name: 'Design Sprint' })).toHaveAttribute('href', '/class?classID=5');
    expect(within(refunded).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/user?userID=11');
    expect(refunded).toHaveTextContent('ana@acme.org');
    expect(refunded).toHaveTextContent('$199.50');
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent(formatDateTime('2026-11-20T12:00:00Z', 'en'));
    expect(refunded).toHaveTextContent(formatDateTime('2026-11-22T09:30:00Z', 'en'));
    expect(within(pending).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Deleted class', 'Deleted user', '₩50,000', 'Pending', '-', '-']);
    expect(lastCall(calls)?.headers.get('ClassID')).toBeNull();
    expect(lastCall(calls)?.headers.get('Status')).toBeNull();
  });

  it('formats amounts and dates in the reader language', async () => {
    mockApi({ '/api/classes': CLASSES, '/api/payments': { body: { payments: [payment(1, { currency: 'eur' })] } } });
    renderWithProviders(<PaymentsPage />, { route: '/payments', language: 'SPA' });
    const table = await screen.findByRole('table', { name: 'Pagos' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/199,50\s€/);
    expect(row).toHaveTextContent('Pagado');
    expect(row).toHaveTextContent(formatDateTime('2026-11-20T12:00:00Z', 'es'));
  });

  it('asks for the chosen class and status (headers ClassID and Status), and downloads the TSV with the same filters', async () => {
    const calls = mockApi({ '/api/classes': CLASSES, '/api/payments': { body: { payments: [payment(1)] } } });
    const { user } = renderWithProviders(<PaymentsPage />, { route: '/payments' });
    await screen.findByRole('table', { name: 'Payments' });
    await screen.findByRole('option', { name: 'Lean Startup' });
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Pending', 'Paid', 'Refunded', 'Expired']);

    await user.selectOptions(screen.getByLabelText('Class'), 'Lean Startup');
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    await waitFor(() => expect([lastCall(calls)?.headers.get('ClassID'), lastCall(calls)?.headers.get('Status')]).toEqual(['6', 'refunded']));

    const sent: { path: string; init: RequestInit }[] = [];
    globalThis.fetch = jest.fn(async (path: unknown, init: unknown) => {
      sent.push({ path: String(path), init: init as RequestInit });
      return { ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['Payment\r\n']) };
    }) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:payments');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await user.click(await screen.findByRole('button', { name: 'Download TSV' }));
      await waitFor(() => expect(saved).toEqual([DOWNLOADS.payments.fileName]));
      expect(sent).toEqual([
        { path: '/api/payments-tsv', init: { method: 'POST', headers: { ClassID: '6', Status: 'refunded', Authorization: 'Bearer tok' } } },
      ]);
    } finally {
      click.mockRestore();
    }
  });

  it('says when no payment matches', async () => {
    mockApi({ '/api/classes': CLASSES, '/api/payments': { body: { payments: [] } } });
    renderWithProviders(<PaymentsPage />, { route: '/payments' });
    expect(await screen.findByText('No payments match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the list could not be read', async () => {
    mockApi({ '/api/classes': CLASSES, '/api/payments': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    renderWithProviders(<PaymentsPage />, { route: '/payments' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
