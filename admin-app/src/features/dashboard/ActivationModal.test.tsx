// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { callsTo, DAY, fakeAdminServer, localIn, previewsTo, SERVER_ERROR, validationError, withPreview } from './testData';

type User = ReturnType<typeof renderWithProviders>['user'];

const CARDS = [
  { title: 'Open Assessment', submit: 'Open', path: '/api/activate-assessment-by-team-cohort', question: 'Open the assessment for cohort Spring of Acme? Everyone there who has not finished it can then start it.' },
  { title: 'Activate Start of Class Questions', submit: 'Activate', path: '/api/activate-pre-class-by-team-cohort', question: 'Activate the start-of-class questions for cohort Spring of Acme?' },
  { title: 'Activate Results', submit: 'Activate', path: '/api/activate-results-by-team-cohort', question: 'Activate the results of cohort Spring of Acme? They can then see their results reports.' },
  { title: 'Activate Post-Class Assessments', submit: 'Activate', path: '/api/activate-post-assessment-by-team-cohort', question: 'Activate the post-class assessments for cohort Spring of Acme?' },
  { title: 'Activate Reassessments & Send Emails', submit: 'Activate', path: '/api/activate-reassessment-by-team-cohort', question: 'Activate the reassessment for cohort Spring of Acme?' },
];

const UNDOS = [
  { title: 'Close Assessment', path: '/api/deactivate-assessment-by-team-cohort', question: 'Close the assessment for cohort Spring of Acme? Those who have not finished it can no longer start or continue it.' },
  { title: 'Close Start of Class Questions', path: '/api/deactivate-pre-class-by-team-cohort', question: 'Close the start-of-class questions for cohort Spring of Acme?' },
  { title: 'Hide Results Again', path: '/api/deactivate-results-by-team-cohort', question: 'Hide the results of cohort Spring of Acme again?' },
  { title: 'Close Post-Class Assessments', path: '/api/deactivate-post-assessment-by-team-cohort', question: 'Close the post-class assessments for cohort Spring of Acme?' },
  { title: 'Close Reassessments', path: '/api/deactivate-reassessment-by-team-cohort', question: 'Close the reassessment for cohort Spring of Acme? Those who have not finished it can no longer take it. Emails already sent are not taken back.' },
];

/** Opens a card and picks a team (and a cohort), once the lists are in. */
async function choose(user: User, title: string, team: string, cohort?: string) {
  await user.click(screen.getByRole('button', { name: title }));
  const modal = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(within(modal).getByRole('option', { name: team })).toBeInTheDocument());
  await user.selectOptions(within(modal).getByLabelText('Team'), team);
  if (cohort) await user.selectOptions(within(modal).getByLabelText('Cohort'), cohort);
  return modal;
}

describe('the activation modals', () => {
  it.each(CARDS)('$title: team and cohort, a confirmation, then the msg', async ({ title, submit, path, question }) => {
    const calls = mockApi({ ...fakeAdminServer().routes, [path]: withPreview({ body: { msg: 'Done for 3 users.' } }, 3) });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, title, 'Acme', 'Spring');
    await user.click(within(modal).getByRole('button', { name: submit }));

    const confirm = await screen.findByRole('dialog', { name: title });
    expect(confirm).toHaveTextContent(question);
    const emails = 'Emails will be sent to the participants.';
    if (path.includes('reassessment')) expect(confirm).toHaveTextContent(emails);
    else expect(confirm).not.toHaveTextContent(emails);
    // How many it reaches, as the server counts it with nothing done (header Preview).
    expect(await within(confirm).findByText('As of now, this reaches 3 users.')).toBeInTheDocument();
    expect(['TeamID', 'CohortId', 'At'].map((h) => previewsTo(calls, path)[0].headers.get(h))).toEqual(['2', '5', null]);
    expect(callsTo(calls, path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Done for 3 users.');
    expect(callsTo(calls, path)[0].body).toBeUndefined();
    expect(['TeamID', 'CohortId', 'At', 'Notify'].map((h) => callsTo(calls, path)[0].headers.get(h))).toEqual(['2', '5', null, null]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(UNDOS)('$title: the undo, asked first naming the team and cohort, then the msg', async ({ title, path, question }) => {
    const users = [{ id: 1, cohort_id: 5 }, { id: 2, cohort_id: 5 }, { id: 3, cohort_id: 6 }, { id: 4, cohort_id: null }];
    const calls = mockApi({ ...fakeAdminServer().routes, '/api/users': { body: { users } }, [path]: withPreview({ body: { msg: 'Closed for 2 users.' } }) });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, title, 'Acme', 'Spring');
    await user.click(within(modal).getByRole('button', { name: 'Undo' }));

    const confirm = await screen.findByRole('dialog', { name: title });
    expect(confirm).toHaveTextContent(question);
    expect(await within(confirm).findByText('There are 2 users in cohort Spring of Acme.')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('Every answer already given is kept.');
    expect(await within(confirm).findByText('As of now, this reaches 2 users.')).toBeInTheDocument();
    expect(callsTo(calls, path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Undo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Closed for 2 users.');
    expect(['TeamID', 'CohortId'].map((h) => callsTo(calls, path)[0].headers.get(h))).toEqual(['2', '5']);
    expect(calls.filter((call) => call.path.startsWith('/api/activate'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an undo’s failure in its confirmation, which stays for another try', async () => {
    mockApi({ ...fakeAdminServer().routes, '/api/deactivate-results-by-team-cohort': SERVER_ERROR });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Hide Results Again', 'Platform');
    await user.click(within(modal).getByRole('button', { name: 'Undo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hide Results Again' });
    expect(confirm).toHaveTextContent('Hide the results of all cohorts of Platform again?');
    await user.click(within(confirm).getByRole('button', { name: 'Undo' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(within(confirm).getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it('sends -1 for all cohorts, and offers only the chosen team’s cohorts', async () => {
    const calls = mockApi({
      ...fakeAdminServer().routes,
      '/api/users': { body: { users: [{ id: 1, cohort_id: 5 }] } },
      '/api/activate-results-by-team-cohort': { body: { msg: 'Results activated.' } },
    });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Activate Results', 'Platform', 'Staff');
    const cohorts = within(within(modal).getByLabelText('Cohort')).getAllByRole('option').map((o) => o.textContent);
    expect(cohorts).toEqual(['All cohorts', 'Staff']);
    // Another team: its cohort list, and the choice starts again at all cohorts.
    await user.selectOptions(within(modal).getByLabelText('Team'), 'Acme');
    expect(within(modal).getByLabelText('Cohort')).toHaveValue('-1');
    await user.click(within(modal).getByRole('button', { name: 'Activate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate Results' });
    expect(confirm).toHaveTextContent('Activate the results of all cohorts of Acme?');
    expect(await within(confirm).findByText('There is 1 user in all cohorts of Acme.')).toBeInTheDocument();
    expect(callsTo(calls, '/api/users')[0].headers.get('TeamID')).toBe('2');
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Results activated.');
    expect(callsTo(calls, '/api/activate-results-by-team-cohort')[0].headers.get('CohortId')).toBe('-1');
  });

  it('asks for a team before anything else', async () => {
    const calls = mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    await user.click(screen.getByRole('button', { name: 'Activate Results' }));
    const modal = await screen.findByRole('dialog', { name: 'Activate Results' });
    expect(within(modal).getByLabelText('Team')).toHaveFocus();
    await user.click(within(modal).getByRole('button', { name: 'Activate' }));
    expect(await within(modal).findByText('Please choose a valid option.')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Team')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.path.startsWith('/api/activate'))).toEqual([]);
  });

  it('shows a server failure in the confirmation, and Back keeps the choice', async () => {
    mockApi({ ...fakeAdminServer().routes, '/api/activate-pre-class-by-team-cohort': SERVER_ERROR });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Activate Start of Class Questions', 'Acme', 'Autumn');
    await user.click(within(modal).getByRole('button', { name: 'Activate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate Start of Class Questions' });
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(within(confirm).getByRole('button', { name: 'Activate' })).toBeEnabled();
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Activate Start of Class Questions' });
    expect(within(again).getByLabelText('Team')).toHaveValue('2');
    expect(within(again).getByLabelText('Cohort')).toHaveValue('6');
  });

  it('brings a server validation error back to its field', async () => {
    mockApi({ ...fakeAdminServer().routes, '/api/activate-reassessment-by-team-cohort': validationError({ CohortId: 'Please choose a valid option.' }) });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Activate Reassessments & Send Emails', 'Acme', 'Spring');
    await user.click(within(modal).getByRole('button', { name: 'Activate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate Reassessments & Send Emails' });
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByLabelText('Cohort')).toHaveAccessibleDescription('Please choose a valid option.'));
    expect(screen.getByLabelText('Cohort')).toHaveValue('5');
  });

  it('starts afresh after being dismissed with Escape', async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    await choose(user, 'Activate Post-Class Assessments', 'Acme', 'Spring');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Post-Class Assessments' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Activate Post-Class Assessments' }));
    const modal = await screen.findByRole('dialog', { name: 'Activate Post-Class Assessments' });
    expect(within(modal).getByLabelText('Team')).toHaveValue('');
    expect(within(modal).getByLabelText('Cohort')).toHaveValue('-1');
  });

  it('plans an undo for a later time: header At in UTC, named in the confirmation', async () => {
    const path = '/api/deactivate-pre-class-by-team-cohort';
    const calls = mockApi({ ...fakeAdminServer().routes, [path]: { body: { msg: 'Scheduled.', id: 4 } } });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Close Start of Class Questions', 'Acme', 'Spring');
    expect(within(modal).getByLabelText('When')).toHaveValue('now');
    await user.selectOptions(within(modal).getByLabelText('When'), 'later');
    const local = localIn(2 * DAY);
    fireEvent.change(within(modal).getByLabelText('Date and time'), { target: { value: local } });
    await user.click(within(modal).getByRole('button', { name: 'Undo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close Start of Class Questions' });
    expect(confirm).toHaveTextContent(/This will run at .+, not now\./);
    await user.click(within(confirm).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Scheduled.');
    expect(callsTo(calls, path)[0].headers.get('At')).toBe(new Date(local).toISOString());
  });

  it('Activate Results emails those it reaches only when asked (header Notify)', async () => {
    const path = '/api/activate-results-by-team-cohort';
    const calls = mockApi({ ...fakeAdminServer().routes, [path]: { body: { msg: 'Results activated.' } } });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Activate Results', 'Acme', 'Spring');
    const notify = within(modal).getByRole('checkbox', { name: 'Email the people it reaches that their results are ready' });
    expect(notify).not.toBeChecked();
    await user.click(notify);
    await user.click(within(modal).getByRole('button', { name: 'Activate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate Results' });
    expect(confirm).toHaveTextContent('Emails will be sent to the participants.');
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Results activated.');
    expect(callsTo(calls, path)[0].headers.get('Notify')).toBe('true');
    expect(callsTo(calls, path)[0].headers.get('At')).toBeNull();
  });

  it('offers the results email on Activate Results only, never on an undo', async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    for (const title of ['Hide Results Again', 'Activate Reassessments & Send Emails']) {
      await user.click(screen.getByRole('button', { name: title }));
      const modal = await screen.findByRole('dialog', { name: title });
      expect(within(modal).queryByRole('checkbox')).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
    }
  });
});
