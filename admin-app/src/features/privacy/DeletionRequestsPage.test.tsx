// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, storeSession, type DeletionRequestRow } from 'shared-api';
import { PAGES } from '../../pages';
import { DeletionRequestsPage } from './DeletionRequestsPage';

const row = (userId: number, over: Partial<DeletionRequestRow> = {}): DeletionRequestRow => ({
  userId, name: `Person ${userId}`, email: `p${userId}@acme.org`, teamId: 7, teamName: 'Acme',
  requestedAt: '2026-11-01T09:00:00Z', confirmedAt: '2026-11-01T10:00:00Z', dueBy: '2026-12-01T10:00:00Z', ...over,
});

beforeEach(() => storeSession({ access_token: 'tok', email: 'boss@acme.org', admin: true, team_id: 1, user_id: 1 }));

describe('DeletionRequestsPage (issue 26)', () => {
  it('is the page the host shows an admin at /deletion-requests', async () => {
    expect(await PAGES.deletionRequests()).toBe(DeletionRequestsPage);
  });

  it('lists each confirmed request with its person, team, confirmation and due date, an overdue one marked', async () => {
    mockApi({ '/api/deletion-requests': { body: { requests: [row(11, { dueBy: '2020-01-01T00:00:00Z' }), row(12, { dueBy: '2999-01-01T00:00:00Z' })] } } });
    renderWithProviders(<DeletionRequestsPage />, { route: '/deletion-requests' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deletion requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deletion requests' });
    const [overdue, due] = within(table).getAllByRole('row').slice(1);
    expect(within(overdue).getByRole('link', { name: 'Person 11' })).toHaveAttribute('href', '/user?userID=11');
    expect(overdue).toHaveTextContent('p11@acme.org');
    expect(within(overdue).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/team?teamId=7');
    expect(overdue).toHaveTextContent(formatDateTime('2026-11-01T10:00:00Z', 'en'));
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(due).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('deletes a person after asking, says so, and reloads the list without them', async () => {
    let requests = [row(11), row(12)];
    const calls = mockApi({
      '/api/deletion-requests': () => ({ body: { requests } }),
      '/api/delete-user': (request) => {
        requests = requests.filter((r) => String(r.userId) !== request.headers.get('UserID'));
        return { body: { teamID: 7, msg: 'User deleted.' } };
      },
    });
    const { user } = renderWithProviders(<DeletionRequestsPage />, { route: '/deletion-requests' });
    const table = await screen.findByRole('table', { name: 'Deletion requests' });
    await user.click(within(within(table).getAllByRole('row')[1]).getByRole('button', { name: 'Delete now' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Person 11?' });
    expect(dialog).toHaveTextContent('Person 11 (p11@acme.org) and everything the portal holds about them are deleted.');
    // Cancelling deletes no one.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/delete-user')).toBe(false);

    await user.click(within(within(table).getAllByRole('row')[1]).getByRole('button', { name: 'Delete now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete now' }));
    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/delete-user')?.headers.get('UserID')).toBe('11');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Person 11' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Person 12' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps the person listed', async () => {
    mockApi({
      '/api/deletion-requests': { body: { requests: [row(11)] } },
      '/api/delete-user': { status: 400, body: { error: 'DELETE_SELF', message: 'x' } },
    });
    const { user } = renderWithProviders(<DeletionRequestsPage />, { route: '/deletion-requests' });
    await user.click(await screen.findByRole('button', { name: 'Delete now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete now' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Person 11' })).toBeInTheDocument();
  });

  it('says so when no one is waiting', async () => {
    mockApi({ '/api/deletion-requests': { body: { requests: [] } } });
    renderWithProviders(<DeletionRequestsPage />, { route: '/deletion-requests' });
    expect(await screen.findByText('No one is waiting for their account to be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
