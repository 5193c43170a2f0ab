import { captureSavedFiles, mockApi, renderWithProviders, type MockRequest, type SavedFile } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { storeSession } from 'shared-api';
import { AddUser } from './AddUser';

const team = { teamId: 7, teamName: 'Acme', isPlatform: false, selectedUserIds: [] };
const COHORTS = { '/api/cohorts': { body: { cohortsByTeam: { 1: {}, 7: { 5: 'Spring', 6: 'Autumn' } } } } };
const adds = (calls: MockRequest[]) => calls.filter((call) => call.path === '/api/add-user');
const session = (admin: boolean) => storeSession({ access_token: 'tok', email: 'me@portal.test', admin, team_id: 1, user_id: 1 });

describe('AddUser', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    session(true);
    saved = captureSavedFiles();
  });
  afterEach(() => jest.restoreAllMocks());

  it('suggests a 10-character password with numbers, fixed outside the platform team, and a disabled admin box there', async () => {
    const { user } = renderWithProviders(<AddUser {...team} />);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toMatch(/^(?=.*\d)[A-Za-z2-9]{10}$/);
    expect(password).toHaveAttribute('readonly');
    const adminBox = within(dialog).getByLabelText('Website Admin');
    expect(adminBox).toBeDisabled();
    expect(adminBox).not.toBeChecked();
    expect(adminBox).toHaveAccessibleDescription('Only members of the platform team can be website admins.');
    expect(within(dialog).getByLabelText('Team leader')).not.toBeChecked();
  });

  it('lets the platform team type a password and grant website admin', async () => {
    const calls = mockApi({ ...COHORTS, '/api/add-user': { body: { id: 5, message: 'User added.' } } });
    const { user } = renderWithProviders(<AddUser {...team} teamId={1} isPlatform />);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog');
    const password = within(dialog).getByLabelText('Password');
    expect(password).not.toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Website Admin')).toBeEnabled();
    await user.clear(password);
    await user.type(password, 'Chosen-pass-1');
    await user.type(within(dialog).getByLabelText('Full Name'), 'Root Two');
    await user.type(within(dialog).getByLabelText('Email'), 'root2@portal.test');
    await user.click(within(dialog).getByLabelText('Website Admin'));
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('User added.')).toBeInTheDocument();
    expect(Object.fromEntries(['TeamID', 'Password', 'Admin', 'TeamLeader'].map((h) => [h, adds(calls)[0].headers.get(h)]))).toEqual({
      TeamID: '1',
      Password: 'Chosen-pass-1',
      Admin: 'true',
      TeamLeader: 'false',
    });
  });

  it('adds the user, downloads their sign-in details and shows the server’s message', async () => {
    const calls = mockApi({ ...COHORTS, '/api/add-user': { body: { id: 5, message: 'User added.' } } });
    const { user } = renderWithProviders(<AddUser {...team} />);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Please enter your full name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(adds(calls)).toHaveLength(0);

    const password = (within(dialog).getByLabelText('Password') as HTMLInputElement).value;
    await user.type(within(dialog).getByLabelText('Full Name'), 'João Conceição');
    await user.type(within(dialog).getByLabelText('Email'), 'joao@acme.org');
    await user.click(within(dialog).getByLabelText('Team leader'));
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('User added.')).toBeInTheDocument();
    const [sent] = adds(calls);
    expect(sent.headers.get('Name')).toBe(encodeURIComponent('João Conceição'));
    expect(sent.headers.get('TeamLeader')).toBe('true');
    expect(sent.headers.get('Admin')).toBe('false');
    expect(sent.headers.get('CohortId')).toBe('-1');
    const [file] = saved;
    expect(file.name).toBe('credentials-joao@acme.org.txt');
    const text = await file.text();
    expect(text).toContain('Name: João Conceição\nEmail: joao@acme.org\nPassword: ' + password);
    expect(text).toContain('Log in at: http://localhost/login');
    // Ready for the next user, with a fresh password.
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('');
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).not.toBe(password);
  });

  it("puts the user in the cohort chosen among the team's, and keeps it for the next user", async () => {
    const calls = mockApi({ ...COHORTS, '/api/add-user': { body: { id: 5, message: 'User added.' } } });
    const { user } = renderWithProviders(<AddUser {...team} />);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog');
    const cohort = within(dialog).getByLabelText('Cohort');
    expect(cohort).toHaveValue('-1');
    await within(dialog).findByRole('option', { name: 'Autumn' });
    expect(within(cohort).getAllByRole('option').map((o) => o.textContent)).toEqual(['No cohort', 'Spring', 'Autumn']);
    await user.selectOptions(cohort, 'Autumn');
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@acme.org');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('User added.')).toBeInTheDocument();
    expect(adds(calls)[0].headers.get('CohortId')).toBe('6');
    expect(within(dialog).getByLabelText('Cohort')).toHaveValue('6');
  });

  it('hides the flag boxes from a team leader and shows a refusal', async () => {
    session(false);
    mockApi({ ...COHORTS, '/api/add-user': { status: 409, body: { error: 'EMAIL_TAKEN', message: 'That email is already used by another account.' } } });
    const { user } = renderWithProviders(<AddUser {...team} />);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Team leader')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Website Admin')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ana');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@acme.org');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That email is already used by another account.');
    expect(saved).toEqual([]);
  });
});
