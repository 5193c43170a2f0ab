import { captureSavedFiles, mockApi, renderWithProviders, type MockRequest, type SavedFile } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { decodeAnonymousLink, storeSession } from 'shared-api';
import { AnonymousUsers } from './AnonymousUsers';

const team = { teamId: 7, teamName: 'Acme', isPlatform: false, selectedUserIds: [] };
const COHORTS = { '/api/cohorts': { body: { cohortsByTeam: { 7: { 5: 'Spring' } } } } };
const generations = (calls: MockRequest[]) => calls.filter((call) => call.path === '/api/generate-anonymous');
const credentials = [
  { name: 'Anonymous abc', email: 'anon-abcdefghij@anonymous.invalid', password: 'Xy3kPq9mZ2' },
  { name: 'Anonymous def', email: 'anon-defghijkmn@anonymous.invalid', password: 'Ab4cDe5fG6' },
];

describe('AnonymousUsers', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    storeSession({ access_token: 'tok', email: 'admin@portal.test', admin: true, team_id: 1, user_id: 1 });
    saved = captureSavedFiles();
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts at 0 and asks for a number from 1 to 500', async () => {
    const calls = mockApi(COHORTS);
    const { user } = renderWithProviders(<AnonymousUsers {...team} />);
    await user.click(screen.getByRole('button', { name: 'Generate Anonymous Users' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate Anonymous Users' });
    const number = within(dialog).getByLabelText('Number of users');
    expect(number).toHaveValue(0);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Please enter a number of users from 1 to 500.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '501');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Please enter a number of users from 1 to 500.')).toBeInTheDocument();
    expect(generations(calls)).toHaveLength(0);
  });

  it('generates the users and downloads their credentials, each with its sign-in link', async () => {
    const calls = mockApi({ ...COHORTS, '/api/generate-anonymous': { body: { credentials, msg: '2 anonymous users created.' } } });
    const { user } = renderWithProviders(<AnonymousUsers {...team} />);
    await user.click(screen.getByRole('button', { name: 'Generate Anonymous Users' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Number of users'));
    await user.type(within(dialog).getByLabelText('Number of users'), '2');
    await within(dialog).findByRole('option', { name: 'Spring' });
    await user.selectOptions(within(dialog).getByLabelText('Cohort'), 'Spring');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('2 anonymous users created.')).toBeInTheDocument();
    const [sent] = generations(calls);
    expect(['NumUsers', 'TeamID', 'CohortId'].map((h) => sent.headers.get(h))).toEqual(['2', '7', '5']);

    const [file] = saved;
    expect(file.name).toBe('anonymous-users-Acme.txt');
    const text = await file.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['Anonymous users of Acme', '', 'Full Name\tEmail\tPassword\tLogin link']);
    const rows = lines.slice(3).map((line) => line.split('\t'));
    expect(rows.map((r) => r.slice(0, 3))).toEqual(credentials.map((c) => [c.name, c.email, c.password]));
    for (const [, email, password, link] of rows) {
      const url = new URL(link);
      expect(url.origin + url.pathname).toBe('http://localhost/login');
      expect(decodeAnonymousLink(url.searchParams.get('au') ?? '')).toEqual({ email, password });
    }
  });

  it('shows the server’s refusal', async () => {
    mockApi({ ...COHORTS, '/api/generate-anonymous': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    const { user } = renderWithProviders(<AnonymousUsers {...team} />, { language: 'BRPT' });
    await user.click(screen.getByRole('button', { name: 'Gerar usuários anônimos' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Número de usuários'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
