// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { callsTo, DAY, fakeAdminServer, localIn, previewsTo, signInAsAdmin, validationError } from './testData';

type User = ReturnType<typeof renderWithProviders>['user'];

const PATH = '/api/send-reminders';
const USERS = [{ id: 1, cohort_id: 5 }, { id: 2, cohort_id: 5 }, { id: 3, cohort_id: 6 }];

beforeEach(() => signInAsAdmin());

/** Opens Send Reminders and chooses the team, cohort and questionnaire. */
async function choose(user: User, questionnaire: string) {
  await user.click(screen.getByRole('button', { name: 'Send Reminders' }));
  const modal = await screen.findByRole('dialog', { name: 'Send Reminders' });
  await waitFor(() => expect(within(modal).getByRole('option', { name: 'Acme' })).toBeInTheDocument());
  await user.selectOptions(within(modal).getByLabelText('Team'), 'Acme');
  await user.selectOptions(within(modal).getByLabelText('Cohort'), 'Spring');
  await user.selectOptions(within(modal).getByLabelText('Questionnaire'), questionnaire);
  return modal;
}

describe('Send Reminders', () => {
  it('offers every questionnaire by its name, says whom it emails and how often, then shows the msg', async () => {
    const reply = { body: { msg: '2 reminders sent.', sent: 2 } };
    const preview = { body: { msg: 'As of now, this emails 1 user.', reach: 1 } };
    const calls = mockApi({ ...fakeAdminServer().routes, '/api/users': { body: { users: USERS } }, [PATH]: (call) => (call.headers.get('Preview') === 'true' ? preview : reply) });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Knowledge Check');
    const names = within(within(modal).getByLabelText('Questionnaire')).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual([
      'Choose a questionnaire',
      'Innovation Assessment',
      'Innovation Reassessment',
      'Start of Class Questions',
      'Self-Efficacy',
      'Psychological Safety',
      'Post-Class Survey',
      'Reflection',
      'Knowledge Check',
    ]);
    expect(within(modal).getByLabelText('When')).toHaveValue('now');
    expect(within(modal).queryByLabelText('Date and time')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Send' }));

    const confirm = await screen.findByRole('dialog', { name: 'Send Reminders' });
    expect(confirm).toHaveTextContent('Email a reminder about Knowledge Check to each user of cohort Spring of Acme who has it open and not finished?');
    expect(await within(confirm).findByText('There are 2 users in cohort Spring of Acme.')).toBeInTheDocument();
    expect(await within(confirm).findByText('As of now, this emails 1 user.')).toBeInTheDocument();
    expect(previewsTo(calls, PATH)[0].headers.get('Questionnaire')).toBe('assessment-ck');
    expect(confirm).toHaveTextContent('nobody gets more than one reminder a day about it.');
    expect(confirm).not.toHaveTextContent('This will run at');
    expect(callsTo(calls, PATH)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('2 reminders sent.');
    const [call] = callsTo(calls, PATH);
    expect(['TeamID', 'CohortId', 'Questionnaire', 'At'].map((h) => call.headers.get(h))).toEqual(['2', '5', 'assessment-ck', null]);
  });

  it('asks for a questionnaire', async () => {
    const calls = mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    await user.click(screen.getByRole('button', { name: 'Send Reminders' }));
    const modal = await screen.findByRole('dialog', { name: 'Send Reminders' });
    await waitFor(() => expect(within(modal).getByRole('option', { name: 'Acme' })).toBeInTheDocument());
    await user.selectOptions(within(modal).getByLabelText('Team'), 'Acme');
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(modal).getByLabelText('Questionnaire')).toHaveAccessibleDescription('Please choose a valid option.'));
    expect(callsTo(calls, PATH)).toEqual([]);
  });

  it('plans it for a later time, sent in UTC, and says when it will run', async () => {
    const calls = mockApi({ ...fakeAdminServer().routes, [PATH]: { body: { msg: 'Scheduled for tomorrow.', id: 9 } } });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Reflection');
    await user.selectOptions(within(modal).getByLabelText('When'), 'At a date and time');
    const local = localIn(DAY);
    fireEvent.change(within(modal).getByLabelText('Date and time'), { target: { value: local } });
    await user.click(within(modal).getByRole('button', { name: 'Send' }));

    const confirm = await screen.findByRole('dialog', { name: 'Send Reminders' });
    expect(confirm).toHaveTextContent(/This will run at .+, not now\./);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Scheduled for tomorrow.');
    const [call] = callsTo(calls, PATH);
    expect(call.headers.get('At')).toBe(new Date(local).toISOString());
    expect(call.headers.get('Questionnaire')).toBe('reflection-qs');
  });

  it('refuses a time in the past before sending anything', async () => {
    const calls = mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Reflection');
    await user.selectOptions(within(modal).getByLabelText('When'), 'At a date and time');
    fireEvent.change(within(modal).getByLabelText('Date and time'), { target: { value: localIn(-DAY) } });
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(modal).getByLabelText('Date and time')).toHaveAccessibleDescription(/Choose a date and time in the future, within two years\./));
    expect(callsTo(calls, PATH)).toEqual([]);
  });

  it("brings the server's refusal of the time back to the date and time field", async () => {
    mockApi({ ...fakeAdminServer().routes, [PATH]: validationError({ At: 'Choose a date and time in the future, within two years.' }) });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await choose(user, 'Reflection');
    await user.selectOptions(within(modal).getByLabelText('When'), 'At a date and time');
    fireEvent.change(within(modal).getByLabelText('Date and time'), { target: { value: localIn(DAY) } });
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send Reminders' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Date and time')).toHaveAccessibleDescription(/Choose a date and time in the future/));
    expect(screen.getByLabelText('Questionnaire')).toHaveValue('reflection-qs');
  });
});
