// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { OutboxMessage } from 'shared-api';
import { PAGES } from '../../pages';
import { OutboxPage } from './OutboxPage';

const message = (id: number, over: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id, to: 'ana@acme.org', subject: 'Welcome', body: 'Hello Ana,\nyour link: https://portal.test/reset', createdAt: '2026-11-20T12:00:00Z',
  status: 'sent', language: 'SPA', attempts: 1, lastError: null, ...over,
});

describe('OutboxPage', () => {
  it('is the page the host shows at /outbox', async () => {
    expect(await PAGES.outbox()).toBe(OutboxPage);
  });

  it('lists the queue, opens a body, and retries a failed message', async () => {
    let failed = true;
    const calls = mockApi({
      '/api/outbox': () => ({ body: { messages: [message(2, failed ? { status: 'failed', attempts: 8, lastError: 'ECONNREFUSED', to: 'bo@acme.org' } : { status: 'queued', attempts: 0 }), message(1)] } }),
      '/api/outbox-retry': () => {
        failed = false;
        return { body: { msg: 'The email is queued to be sent again.' } };
      },
    });
    const { user } = renderWithProviders(<OutboxPage />, { route: '/outbox' });
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[0]).getByText('ECONNREFUSED')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Español')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await user.click(within(rows[1]).getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toHaveTextContent('your link: https://portal.test/reset');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(rows[0]).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The email is queued to be sent again.');
    expect(calls.find((c) => c.path === '/api/outbox-retry')?.headers.get('EmailID')).toBe('2');
    expect(await within(table).findByText('Queued')).toBeInTheDocument();
  });

  it('filters by recipient and status', async () => {
    const calls = mockApi({ '/api/outbox': { body: { messages: [] } } });
    const { user } = renderWithProviders(<OutboxPage />, { route: '/outbox' });
    expect(await screen.findByText('No emails match these filters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recipient'), 'bo@acme.org');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('No emails match these filters.');
    const last = calls.filter((c) => c.path === '/api/outbox').at(-1);
    expect(last?.method).toBe('GET');
  });
});
