// Before shared-api: it installs the fake fetch the API slice is built on.
import { captureSavedFiles, meReply, mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { storeSession } from 'shared-api';
import type { MeResponse } from 'shared-api';
import AccountPage from './AccountPage';

const ME = meReply();

/** The file calls answer with a file (the fake server answers JSON text only); the rest as mockApi does. */
function serveFiles(files: Record<string, { type: string; content: string }>) {
  const answer = globalThis.fetch;
  const sentWith: (string | null)[] = [];
  globalThis.fetch = jest.fn(async (input: Request) => {
    const file = files[new URL(input.url, 'http://localhost').pathname];
    if (!file) return answer(input);
    sentWith.push(input.headers.get('Authorization'));
    const response = {
      status: 200,
      ok: true,
      headers: new Headers({ 'content-type': file.type }),
      blob: async () => new Blob([file.content], { type: file.type }),
      text: async () => file.content,
      clone: () => response,
    };
    return response as unknown as Response;
  }) as typeof fetch;
  return sentWith;
}

function openPage(routes: Parameters<typeof mockApi>[0] = {}, me: Partial<MeResponse> = {}) {
  storeSession({ access_token: 'tok-ana', email: 'ana@acme.org', admin: me.admin ?? false, team_id: 7, user_id: 42 });
  const calls = mockApi({ '/api/me': { body: { ...ME, ...me } }, '/api/sessions': { body: { sessions: [] } }, ...routes });
  return { calls, ...renderWithProviders(<AccountPage />, { route: '/account' }) };
}

const section = () => screen.findByRole('region', { name: 'Your data' });

afterEach(() => jest.restoreAllMocks());

describe('the account page’s "Your data" (issue 26)', () => {
  it('saves the caller’s copy as my-data.json and as my-data.pdf, fetched with the session', async () => {
    const saved = captureSavedFiles();
    const { user } = openPage();
    const sentWith = serveFiles({
      '/api/my-data': { type: 'application/json', content: '{"account":{"name":"Ana Lima"}}' },
      '/api/my-data-pdf': { type: 'application/pdf', content: '%PDF-1.3 Ana' },
    });
    const data = await section();
    await user.click(within(data).getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(data).getByRole('button', { name: 'Download my data (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map(({ name, type }) => [name, type])).toEqual([['my-data.json', 'application/json'], ['my-data.pdf', 'application/pdf']]);
    expect(await saved[0].text()).toBe('{"account":{"name":"Ana Lima"}}');
    expect(sentWith).toEqual(['Bearer tok-ana', 'Bearer tok-ana']);
  });

  it('says why a download failed, and saves nothing', async () => {
    const saved = captureSavedFiles();
    const { user } = openPage({ '/api/my-data-pdf': { status: 503, body: { error: 'UNAVAILABLE', message: 'x' } } });
    await user.click(within(await section()).getByRole('button', { name: 'Download my data (PDF)' }));
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(/./);
    expect(saved).toEqual([]);
  });

  it('asks before requesting the deletion, explains what happens, then shows what the server said', async () => {
    const { user, calls } = openPage({ '/api/request-deletion': { body: { msg: 'We sent you an email. Follow its link to confirm that your account should be deleted.' } } });
    await user.click(within(await section()).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('valid for 24 hours');
    expect(dialog).toHaveTextContent('within 30 days');
    // Cancelling asks nothing of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/request-deletion')).toBe(false);

    await user.click(within(await section()).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send the email' }));
    expect(await within(await section()).findByText('We sent you an email. Follow its link to confirm that your account should be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/request-deletion')).toHaveLength(1);
  });

  it('shows a refusal in the dialog, in the page’s language', async () => {
    const { user } = openPage({ '/api/request-deletion': { status: 409, body: { error: 'DELETION_NO_MAILBOX', message: 'x' } } });
    await user.click(within(await section()).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send the email' }));
    expect(await within(screen.getByRole('dialog')).findByText(/Your account has no email address we can send the confirmation to/)).toBeInTheDocument();
  });

  it('tells an admin that another admin deletes their account, with no button to ask', async () => {
    openPage({}, { admin: true });
    const data = await section();
    expect(within(data).getByText("An admin's account is deleted by another admin. Please ask another admin to delete yours.")).toBeInTheDocument();
    expect(within(data).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(within(data).getByRole('button', { name: 'Download my data (JSON)' })).toBeInTheDocument();
  });
});
