// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import type { MockRoute } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { formatDateTime, schedulesApi, teamsApi, type ScheduledAction } from 'shared-api';
import { TeamPage } from './index';
import { signInAs, teamReply } from './testData';

const AT = '2030-03-01T14:30:00.000Z';
const plan = (over: Partial<ScheduledAction> & { id: number; action: string }): ScheduledAction => ({
  at: AT,
  cohort_id: null,
  cohort: null,
  questionnaire: null,
  users: null,
  created_by: 'boss@acme.org',
  ...over,
});
const PLANS = [
  plan({ id: 1, action: 'activate-results-by-team-cohort', cohort_id: 3, cohort: 'Spring' }),
  plan({ id: 2, action: 'send-reminders', questionnaire: 'assessment-ck', created_by: 'lee@acme.org' }),
  plan({ id: 3, action: 'deactivate-assessment-by-team-cohort' }),
  plan({ id: 4, action: 'activate-results-for-team', users: 2 }),
];

function renderScheduled(routes: Record<string, MockRoute> = {}) {
  const calls = mockApi({
    '/api/users': { body: teamReply() },
    '/api/cohorts': { body: { cohortsByTeam: { 7: { 3: 'Spring' } } } },
    '/api/access-links': { body: { linksByTeam: {} } },
    '/api/scheduled': { body: { scheduled: PLANS } },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/team" element={<TeamPage />} />
    </Routes>,
    { route: '/team?teamId=7' },
  );
  return { ...view, calls };
}

const scheduledCard = async () => (await screen.findByRole('heading', { name: 'Scheduled' })).parentElement!;
const when = formatDateTime(AT, 'en-US');

describe("the team page's scheduled actions", () => {
  beforeEach(() => signInAs('admin'));

  it('lists what is planned, when (in the reader’s language and zone), for which cohort and by whom', async () => {
    const { calls } = renderScheduled();
    const card = await scheduledCard();
    const table = await within(card).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].slice(0, 4).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Activate Results', when, 'Spring', 'boss@acme.org'],
      ['Reminder: Knowledge Check', when, 'Whole team', 'lee@acme.org'],
      ['Close Assessment', when, 'Whole team', 'boss@acme.org'],
      ['Activate Results for chosen users', when, 'Whole team: 2 chosen users', 'boss@acme.org'],
    ]);
    expect(calls.find((c) => c.path === '/api/scheduled')?.headers.get('TeamID')).toBe('7');
  });

  it('says when nothing is planned', async () => {
    renderScheduled({ '/api/scheduled': { body: { scheduled: [] } } });
    expect(await within(await scheduledCard()).findByText('Nothing is scheduled for this team.')).toBeInTheDocument();
  });

  it('cancels one after a confirmation naming it, then shows the msg and the list without it', async () => {
    let pending = PLANS;
    const { user, calls } = renderScheduled({
      '/api/scheduled': () => ({ body: { scheduled: pending } }),
      '/api/cancel-scheduled': (request) => {
        pending = pending.filter((p) => String(p.id) !== request.headers.get('ID'));
        return { body: { msg: 'The scheduled action is cancelled.' } };
      },
    });
    const card = await scheduledCard();
    await user.click(await within(card).findByRole('button', { name: `Cancel Reminder: Knowledge Check, ${when}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Scheduled Action' });
    expect(dialog).toHaveTextContent(`Cancel Reminder: Knowledge Check (Whole team), planned for ${when}? It will not run.`);
    expect(calls.filter((c) => c.path === '/api/cancel-scheduled')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Action' }));

    expect(await within(card).findByText('The scheduled action is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/cancel-scheduled')?.headers.get('ID')).toBe('2');
    await waitFor(() => expect(within(card).queryByText('Reminder: Knowledge Check')).not.toBeInTheDocument());
    expect(within(card).getByText('Activate Results')).toBeInTheDocument();
  });

  it('keeps it with Keep It', async () => {
    const { user, calls } = renderScheduled();
    const card = await scheduledCard();
    await user.click(await within(card).findByRole('button', { name: `Cancel Activate Results, ${when}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep It' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/cancel-scheduled')).toEqual([]);
  });

  it('says so in the dialog when it has already run, and reloads the list', async () => {
    const { user, calls } = renderScheduled({
      '/api/cancel-scheduled': { status: 409, body: { error: 'SCHEDULE_NOT_PENDING', message: 'x' } },
    });
    const card = await scheduledCard();
    await user.click(await within(card).findByRole('button', { name: `Cancel Close Assessment, ${when}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Scheduled Action' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Action' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This action has already run or was cancelled.');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/scheduled')).toHaveLength(2));
  });

  it('reloads after an action is planned elsewhere (the dashboard), not after one that ran now', async () => {
    const { store, calls } = renderScheduled({
      '/api/activate-results-by-team-cohort': { body: { msg: 'ok' } },
      '/api/send-reminders': { body: { msg: 'ok', id: 4 } },
    });
    await within(await scheduledCard()).findByRole('table');
    const lists = () => calls.filter((c) => c.path === '/api/scheduled').length;
    await store.dispatch(teamsApi.endpoints.activate.initiate({ kind: 'results', teamId: 7, cohortId: -1 }));
    expect(lists()).toBe(1);
    await store.dispatch(schedulesApi.endpoints.sendReminders.initiate({ teamId: 7, cohortId: -1, questionnaire: 'assessment', at: AT }));
    await waitFor(() => expect(lists()).toBe(2));
  });
});
