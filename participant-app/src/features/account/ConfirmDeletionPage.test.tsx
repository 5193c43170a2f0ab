// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import ConfirmDeletionPage from './ConfirmDeletionPage';

const CONFIRMED = 'Your request is confirmed. An admin deletes your account within 30 days.';

describe('ConfirmDeletionPage (issue 26)', () => {
  it('confirms the request once with the link’s token, logged in or not, and shows what the server said', async () => {
    const calls = mockApi({ '/api/confirm-deletion': { body: { msg: CONFIRMED } } });
    renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-deletion?c=tok%2Fen' });
    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Innovation Portal' })).toHaveAttribute('href', '/');
    const sent = calls.filter((c) => c.path === '/api/confirm-deletion');
    // StrictMode runs the effect twice: the link is spent once.
    expect(sent).toHaveLength(1);
    expect(decodeURIComponent(sent[0].headers.get('Token') ?? '')).toBe('tok/en');
    expect(sent[0].headers.get('Authorization')).toBeNull();
  });

  it('says in the page’s language why a used or expired link no longer works', async () => {
    mockApi({ '/api/confirm-deletion': { status: 400, body: { error: 'DELETION_LINK_INVALID', message: 'x' } } });
    renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-deletion?c=spent', language: 'SPA' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ya no funciona');
  });

  it('says the same of an address without a link, and asks nothing of the server', async () => {
    const calls = mockApi({});
    renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-deletion' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works');
    expect(calls).toEqual([]);
  });
});
