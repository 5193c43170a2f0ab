// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders, type MockReply } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import ConfirmDeletionPage from './ConfirmDeletionPage';

const CONFIRMED = 'Your request is confirmed. An admin deletes your account within 30 days.';

const confirmButton = () => screen.findByRole('button', { name: 'Confirm deletion' });

describe('ConfirmDeletionPage (issue 26)', () => {
  it('explains what confirming does and posts nothing on load: a mail scanner opening the link confirms nothing', async () => {
    const calls = mockApi({ '/api/confirm-deletion': { body: { msg: CONFIRMED } } });
    renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-deletion?c=tok' });
    expect(await confirmButton()).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.getByText(/an admin deletes your account and all its data within 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep my account' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([]);
  });

  it('confirms once on the click, with the link’s token, logged in or not, and shows what the server said', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const calls = mockApi({ '/api/confirm-deletion': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-deletion?c=tok%2Fen' });
    const button = await confirmButton();
    await user.click(button);
    // While it is sent: the wait is announced and a second click sends nothing.
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your request...');
    expect(button).toBeDisabled();
    answer({ body: { msg: CONFIRMED } });

    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent(CONFIRMED);
    expect(outcome.parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirm deletion' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Innovation Portal' })).toHaveAttribute('href', '/');
    const sent = calls.filter((c) => c.path === '/api/confirm-deletion');
    expect(sent).toHaveLength(1);
    expect(decodeURIComponent(sent[0].headers.get('Token') ?? '')).toBe('tok/en');
    expect(sent[0].headers.get('Authorization')).toBeNull();
  });

  it('says in the page’s language why a used or expired link no longer works', async () => {
    mockApi({ '/api/confirm-deletion': { status: 400, body: { error: 'DELETION_LINK_INVALID', message: 'x' } } });
    const { user } = renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-deletion?c=spent', language: 'SPA' });
    await user.click(await screen.findByRole('button', { name: 'Confirmar eliminación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ya no funciona');
    expect(screen.queryByRole('button', { name: 'Confirmar eliminación' })).not.toBeInTheDocument();
  });

  it('says the same of an address without a link, and asks nothing of the server', async () => {
    const calls = mockApi({});
    renderWithProviders(<ConfirmDeletionPage />, { route: '/confirm-deletion' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works');
    expect(screen.queryByRole('button', { name: 'Confirm deletion' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
