// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DOWNLOADS, storeSession, type UserResponsesResponse } from 'shared-api';
import { PAGES } from '../../pages';
import { UserPage } from './UserPage';

function detail(over: Partial<UserResponsesResponse> = {}): UserResponsesResponse {
  return {
    responses: [
      { kind: 'assessment', question: { prompt: 'How much do you agree?', type: 'agree1to7', statements: ['I like ideas', 'I test ideas'] }, value: { 0: 1, 1: 5 } },
      { kind: 'assessment', question: { prompt: 'How often?', type: 'howoften', statements: ['I ask', 'I share'] }, value: { 0: 2 } },
      { kind: 'assessment', question: { prompt: 'Uses for a brick', type: 'freeform', statements: [] }, value: ['doorstop', 'paperweight'] },
      { kind: 'assessment', question: { prompt: 'About you', type: 'demographics', statements: ['Sex', 'Age'] }, value: { 0: 'Female', 1: '25-29' } },
      { kind: 'assessment', question: { prompt: 'Post-Assessment Questions', type: 'posttest', statements: ['Major'] }, value: { 0: 'Design' } },
      { kind: 'assessment', question: { prompt: 'Mystery', type: 'slider', statements: [] }, value: {} },
      { kind: 'reassessment', question: { prompt: 'Agree?', type: 'sevenpoint', statements: ['I adapt'] }, value: { 0: 6 }, scale: ['a', 'b', 'c', 'd', 'e', 'Agree', 'g'] },
    ],
    userName: 'Ana Lima',
    userEmail: 'ana@acme.org',
    userAdmin: false,
    userTeamLeader: true,
    userTeamID: 7,
    status: 'finished',
    resultsActive: true,
    teamLead: [7],
    userTeamName: 'Acme',
    userTeamIsPlatform: false,
    userMfaEnabled: false,
    ...over,
  };
}

const admin = () => storeSession({ access_token: 'tok', email: 'admin@portal.test', admin: true, team_id: 1, user_id: 1 });

describe('UserPage', () => {
  beforeEach(admin);

  it('is the page the host shows at /user', async () => {
    expect(await PAGES.user()).toBe(UserPage);
  });

  it('shows the user, their badges, a link back to the team and the responses with the scale words', async () => {
    const calls = mockApi({ '/api/responses': { body: detail() } });
    renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeInTheDocument();
    expect(calls[0].headers.get('UserID')).toBe('42');
    expect(screen.getByText('ana@acme.org')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Status and roles' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(badges).toEqual(['Finished', 'Results active', 'Team leader']);
    expect(screen.getByRole('link', { name: 'Back to Acme' })).toHaveAttribute('href', '/team?teamId=7');

    const assessment = screen.getByRole('region', { name: 'Assessment' });
    expect(within(assessment).getByText(/I like ideas/)).toHaveTextContent('I like ideas: 1 Strongly Disagree');
    expect(within(assessment).getByText(/I test ideas/)).toHaveTextContent('I test ideas: 5 Strongly Agree');
    expect(within(assessment).getByText(/I ask/)).toHaveTextContent('I ask: 2 Rarely');
    expect(within(assessment).getByText(/I share/)).toHaveTextContent('I share: No answer');
    expect(within(assessment).getByText('paperweight')).toBeInTheDocument();
    expect(within(assessment).getByText('Female')).toBeInTheDocument();
    expect(within(assessment).getByText('Design')).toBeInTheDocument();
    expect(within(assessment).getByText('Unknown question type: slider')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reassessment' })).getByText(/I adapt/)).toHaveTextContent('I adapt: 6 Agree');
  });

  it("lets an admin reset a user's second factor after a confirmation naming them (issue 24)", async () => {
    const calls = mockApi({ '/api/responses': { body: detail({ userMfaEnabled: true }) }, '/api/mfa-reset': { body: { ok: true } } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    expect(await screen.findByText('Second factor on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Second Factor' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ana Lima (ana@acme.org) will log in with their password alone');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Second Factor' }));
    expect(await screen.findByText('The second factor of Ana Lima was reset.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/mfa-reset')?.headers.get('UserID')).toBe('42');
  });

  it('offers no reset to a user without a second factor', async () => {
    mockApi({ '/api/responses': { body: detail() } });
    renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' });
    expect(screen.queryByRole('button', { name: 'Reset Second Factor' })).toBeNull();
    expect(screen.queryByText('Second factor on')).toBeNull();
  });

  it('says so when there are no responses, or no user, or the call fails', async () => {
    mockApi({ '/api/responses': { body: detail({ responses: [], status: 'invited', resultsActive: false, userTeamLeader: false }) } });
    const { unmount } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    expect(await screen.findByText('This user has not submitted any answers yet.')).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(screen.getByText('Results inactive')).toBeInTheDocument();
    unmount();

    const { unmount: unmount2 } = renderWithProviders(<UserPage />, { route: '/user?userID=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('No user was chosen.');
    unmount2();

    mockApi({ '/api/responses': { status: 404, body: { error: 'NOT_FOUND', message: 'x' } } });
    renderWithProviders(<UserPage />, { route: '/user?userID=9' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find what you asked for.");
  });

  it("downloads the user's own responses tsv (SPEC.md section 9) with header UserID", async () => {
    mockApi({ '/api/responses': { body: detail() } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    const button = await screen.findByRole('button', { name: 'Download Responses' });
    const sent: { path: string; init: RequestInit }[] = [];
    globalThis.fetch = jest.fn(async (path: unknown, init: unknown) => {
      sent.push({ path: String(path), init: init as RequestInit });
      return { ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['Name\r\n']) };
    }) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:responses');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await user.click(button);
      await waitFor(() => expect(saved).toEqual([DOWNLOADS.responses.fileName]));
      expect(sent).toEqual([{ path: '/api/responses-tsv', init: { method: 'POST', headers: { UserID: '42', Authorization: 'Bearer tok' } } }]);
    } finally {
      click.mockRestore();
    }
  });

  it('edits name and email with the shared schema, the admin box only for the platform team', async () => {
    const calls = mockApi({ '/api/responses': { body: detail() }, '/api/edit-user': { body: { msg: 'User updated.' } } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    const form = screen.getByRole('form', { name: 'Edit User' });
    expect(within(form).getByLabelText('Website Admin')).toBeDisabled();
    expect(within(form).getByText('Only members of the platform team can be website admins.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Team leader')).toBeChecked();

    await user.clear(within(form).getByLabelText('Full Name'));
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter your full name.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Full Name'), '김민수');
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'minsu@acme.org');
    await user.click(within(form).getByLabelText('Team leader'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/edit-user');
    expect(Object.fromEntries(['UserID', 'UserName', 'UserEmail', 'UserAdmin', 'UserTeamLeader'].map((h) => [h, sent?.headers.get(h)]))).toEqual({
      UserID: '42',
      UserName: encodeURIComponent('김민수'),
      UserEmail: 'minsu%40acme.org',
      UserAdmin: null,
      UserTeamLeader: 'false',
    });
  });

  it('lets an admin make the user a leader of other teams too (TeamLead)', async () => {
    const calls = mockApi({
      '/api/responses': { body: detail({ teamLead: [7, 9] }) },
      '/api/teams-by-recency': { body: { teams: [{ id: 9, name: 'Globex' }, { id: 8, name: 'Initech' }, { id: 7, name: 'Acme' }] } },
      '/api/edit-user': { body: { msg: 'User updated.' } },
    });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    const others = await screen.findByRole('group', { name: 'Also leads these teams' });
    expect(within(others).getByLabelText('Globex')).toBeChecked();
    expect(within(others).getByLabelText('Initech')).not.toBeChecked();
    expect(within(others).queryByLabelText('Acme')).not.toBeInTheDocument();
    await user.click(within(others).getByLabelText('Initech'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/edit-user')?.headers.get('TeamLead')).toBe('7,9,8');
  });

  it('lets the admin box be changed for a user of the platform team, and shows a server refusal', async () => {
    const calls = mockApi({
      '/api/responses': { body: detail({ userTeamIsPlatform: true, userTeamID: 1 }) },
      '/api/edit-user': { status: 409, body: { error: 'EMAIL_TAKEN', message: 'That email is already used by another account.' } },
    });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    await user.click(screen.getByLabelText('Website Admin'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Edit User' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('That email is already used by another account.');
    expect(calls.find((c) => c.path === '/api/edit-user')?.headers.get('UserAdmin')).toBe('true');
  });

  it('sets a new password of at least 8 characters', async () => {
    const calls = mockApi({ '/api/responses': { body: detail() }, '/api/edit-user-password': { body: { msg: 'Password changed.' } } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await user.click(await screen.findByRole('button', { name: 'Edit Password' }));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Please enter a password that's at least 8 characters.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/edit-user-password')?.headers.get('UserPassword')).toBe('short-but-longer');
  });

  it('deletes the user only after a confirmation naming them, then goes to their team', async () => {
    const calls = mockApi({ '/api/responses': { body: detail() }, '/api/delete-user': { body: { teamID: 7, msg: 'User deleted.' } } });
    const { user, path } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await user.click(await screen.findByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Delete Ana Lima (ana@acme.org)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/delete-user')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete User' }));
    await waitFor(() => expect(path()).toBe('/team'));
    expect(calls.find((c) => c.path === '/api/delete-user')?.headers.get('UserID')).toBe('42');
  });

  it('shows a refused deletion in the dialog, which stays open for another try', async () => {
    mockApi({ '/api/responses': { body: detail() }, '/api/delete-user': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    const { user, path } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await user.click(await screen.findByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete User' })).toBeEnabled();
    expect(path()).toBe('/user');
  });

  it('shows a failed password change in its form, which stays open', async () => {
    mockApi({ '/api/responses': { body: detail() }, '/api/edit-user-password': { status: 500, body: {} } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=42' });
    await user.click(await screen.findByRole('button', { name: 'Edit Password' }));
    await user.type(screen.getByLabelText('New password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Edit Password' });
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveValue('long-enough');
  });

  it('speaks the shell’s language', async () => {
    mockApi({ '/api/responses': { body: detail() } });
    renderWithProviders(<UserPage />, { route: '/user?userID=42', language: 'KOR' });
    expect(await screen.findByRole('button', { name: '사용자 삭제' })).toBeInTheDocument();
    expect(screen.getByText(/I like ideas/)).toHaveTextContent('I like ideas: 1 전혀 동의하지 않음');
    expect(screen.getByText('완료')).toBeInTheDocument();
  });
});
