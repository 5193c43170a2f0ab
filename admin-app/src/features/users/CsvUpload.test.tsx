import { captureSavedFiles, mockApi, renderWithProviders, type MockReply } from 'shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { storeSession } from 'shared-api';
import { CsvUpload } from './CsvUpload';

const team = { teamId: 7, teamName: 'Acme Corp', isPlatform: false, selectedUserIds: [] };
const csvFile = (text: string, name = 'members.csv', type = 'text/csv') => new File([text], name, { type });
const HEADER = 'name,email\nExample Name (this example row is skipped),example@example.org\n';

async function openUpload() {
  const view = renderWithProviders(<CsvUpload {...team} />);
  await view.user.click(screen.getByRole('button', { name: 'Upload CSV' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Users from a CSV File' });
  return { ...view, dialog, input: within(dialog).getByLabelText('CSV file') };
}

/** A reply the test releases when it wants, to look at the screen while a call is under way. */
function deferred() {
  let release: (reply: MockReply) => void = () => undefined;
  const reply = new Promise<MockReply>((resolve) => (release = resolve));
  return { reply, release };
}

describe('CsvUpload', () => {
  beforeEach(() => storeSession({ access_token: 'tok', email: 'admin@portal.test', admin: true, team_id: 1, user_id: 1 }));

  it("offers the template: a header and one example row that says it is skipped, in one of the team's cohorts", async () => {
    mockApi({ '/api/cohorts': { body: { cohortsByTeam: { 7: { 5: 'Spring', 6: 'Autumn' } } } } });
    const saved = captureSavedFiles();
    const { user, dialog } = await openUpload();
    expect(await within(dialog).findByText("This team's cohorts: Spring, Autumn.")).toBeInTheDocument();
    expect(within(dialog).getByText(/The template's example row \(its address is example@example\.org\) is skipped/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download the Template' }));
    expect(saved.map(({ name, type }) => [name, type])).toEqual([['users-Acme-Corp.csv', 'text/csv;charset=utf-8']]);
    expect(await saved[0].text()).toBe('name,email,cohort\r\nExample Name (this example row is skipped),example@example.org,Spring\r\n');
    jest.restoreAllMocks();
  });

  it('takes one CSV file only, and keeps Add Users disabled without rows', async () => {
    const { dialog } = await openUpload();
    const zone = within(dialog).getByLabelText('CSV file').closest('div') as HTMLElement;
    const addUsers = within(dialog).getByRole('button', { name: 'Add Users' });
    expect(addUsers).toBeDisabled();
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile(HEADER), csvFile(HEADER)] } });
    expect(await within(dialog).findByText('Only one file may be uploaded at a time.')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile('a,b', 'members.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')] } });
    expect(await within(dialog).findByText('Uploaded file must be a CSV file.')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile(HEADER)] } });
    expect(await within(dialog).findByText('The file has no users to add.')).toBeInTheDocument();
    expect(addUsers).toBeDisabled();
  });

  it('previews every row with its problems before anything is sent', async () => {
    const calls = mockApi({});
    const { user, dialog, input } = await openUpload();
    await user.upload(input, csvFile(`${HEADER}Ana Lima,ana@acme.org,Spring\nBo,not-an-email\nCy,cy@acme.org,Spring,extra\n김민수,ANA@acme.org\n`));
    expect(await within(dialog).findByText('3 rows have problems. Please fix the file and choose it again.')).toBeInTheDocument();
    expect(within(dialog).getByText('Skipped example row (row 2): Example Name (this example row is skipped), example@example.org')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Users in the file' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['4', 'Bo', 'not-an-email', '', 'Please enter a valid email.'],
      ['5', 'Cy', 'cy@acme.org', 'Spring', 'This row must have two or three columns: name, email and optionally cohort.'],
      ['6', '김민수', 'ANA@acme.org', '', 'This email is also on row 3.'],
      ['3', 'Ana Lima', 'ana@acme.org', 'Spring', 'OK'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Add Users' })).toBeDisabled();
    expect(calls.filter((c) => c.path === '/api/add-users')).toHaveLength(0);
  });

  it('checks in batches with a progress bar, then adds every row in one request', async () => {
    const check = deferred();
    const commit = deferred();
    const calls = mockApi({ '/api/add-users': (req) => (req.headers.get('DryRun') === 'true' ? (calls.filter((c) => c.path === '/api/add-users').length === 1 ? check.reply : { body: { msg: 'ok', count: 500, ids: [] } }) : commit.reply) });
    const { user, dialog, input } = await openUpload();
    const people = Array.from({ length: 1500 }, (_, i) => `Person ${i},p${i}@acme.org`).join('\n');
    await user.upload(input, csvFile(`${HEADER}${people}\n`));
    expect(await within(dialog).findByText('1500 users are ready to add.')).toBeInTheDocument();
    expect(within(dialog).getByText('Showing 200 of 1500 rows, those with problems first.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Users' }));

    expect(await within(dialog).findByText('Checking rows: 0 of 1500')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('max', '1500');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    check.release({ body: { msg: 'ok', count: 1000, ids: [] } });
    expect(await within(dialog).findByText('Adding 1500 users...')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).not.toHaveAttribute('value');
    commit.release({ body: { msg: '1500 users added.', count: 1500, ids: [] } });
    expect(await within(dialog).findByText('1500 users added.')).toBeInTheDocument();

    const adds = calls.filter((c) => c.path === '/api/add-users');
    const sent = adds.map((c) => [c.headers.get('DryRun'), (c.body as { users: unknown[] }).users.length]);
    expect(sent).toEqual([['true', 1000], ['true', 500], [null, 1500]]);
    expect((adds[2].body as { users: unknown[] }).users[0]).toEqual({ Name: 'Person 0', Email: 'p0@acme.org', TeamID: 7 });
    expect(within(dialog).getByRole('button', { name: 'Add Users' })).toBeDisabled();
  });

  it('says "Couldn\'t add users" with the server’s problems named by the file’s rows, and adds nothing', async () => {
    const calls = mockApi({
      '/api/add-users': {
        status: 400,
        body: {
          error: 'USERS_INVALID',
          message: 'No users were added.',
          errors: ['Row 2: An account with the email bo@acme.org already exists.'],
          rows: [{ row: 2, messages: ['An account with the email bo@acme.org already exists.'] }],
        },
      },
    });
    const { user, dialog, input } = await openUpload();
    await user.upload(input, csvFile(`${HEADER}Ana,ana@acme.org\n\nBo,bo@acme.org\n`));
    await user.click(await within(dialog).findByRole('button', { name: 'Add Users' }));
    expect(await within(dialog).findByText("Couldn't add users: Row 5: An account with the email bo@acme.org already exists.")).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('5Bobo@acme.orgAn account with the email bo@acme.org already exists.');
    expect(calls.filter((c) => c.path === '/api/add-users').every((c) => c.headers.get('DryRun') === 'true')).toBe(true);
  });

  it("sends each row's cohort by name, and shows the server's row error for a name the team lacks", async () => {
    const calls = mockApi({
      '/api/add-users': {
        status: 400,
        body: {
          error: 'USERS_INVALID',
          message: 'No users were added.',
          errors: ['Row 2: The team has no cohort Sprnig.'],
          rows: [{ row: 2, messages: ['The team has no cohort Sprnig.'] }],
        },
      },
    });
    const { user, dialog, input } = await openUpload();
    await user.upload(input, csvFile(`${HEADER}Ana,ana@acme.org,Spring\nBo,bo@acme.org,Sprnig\n`));
    await user.click(await within(dialog).findByRole('button', { name: 'Add Users' }));
    expect(await within(dialog).findByText("Couldn't add users: Row 4: The team has no cohort Sprnig.")).toBeInTheDocument();
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('4Bobo@acme.orgSprnigThe team has no cohort Sprnig.');
    const sent = calls.filter((c) => c.path === '/api/add-users')[0].body as { users: unknown[] };
    expect(sent.users).toEqual([
      { Name: 'Ana', Email: 'ana@acme.org', TeamID: 7, Cohort: 'Spring' },
      { Name: 'Bo', Email: 'bo@acme.org', TeamID: 7, Cohort: 'Sprnig' },
    ]);
  });

  it('shows a refusal that is not about rows', async () => {
    mockApi({ '/api/add-users': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    const { user, dialog, input } = await openUpload();
    await user.upload(input, csvFile(`${HEADER}Ana,ana@acme.org\n`));
    await user.click(await within(dialog).findByRole('button', { name: 'Add Users' }));
    expect(await within(dialog).findByText("Couldn't add users: You don't have permission to do that.")).toBeInTheDocument();
  });
});
