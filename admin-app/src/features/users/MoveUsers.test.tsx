// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders, type MockRoute } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { storeSession } from 'shared-api';
import { MoveUsers } from './MoveUsers';

const team = { teamId: 7, teamName: 'Acme', isPlatform: false };
const LISTS: Record<string, MockRoute> = {
  '/api/teams-by-recency': { body: { teams: [{ id: 8, name: 'Beta' }, { id: 7, name: 'Acme' }] } },
  '/api/cohorts': { body: { cohortsByTeam: { 7: { 5: 'Spring' }, 8: { 9: 'Autumn' } } } },
};

describe('MoveUsers', () => {
  beforeEach(() => storeSession({ access_token: 'tok', email: 'admin@portal.test', admin: true, team_id: 1, user_id: 1 }));

  it('is disabled with no user selected', () => {
    mockApi(LISTS);
    renderWithProviders(<MoveUsers {...team} selectedUserIds={[]} />);
    const button = screen.getByRole('button', { name: 'Move Users' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Select users in the list first.');
  });

  it('moves the selected users to the chosen team and cohort, saying how many, then shows the msg', async () => {
    const calls = mockApi({ ...LISTS, '/api/move-users': { body: { msg: '2 users moved to Beta, cohort Autumn.' } } });
    const { user } = renderWithProviders(<MoveUsers {...team} selectedUserIds={[11, 12]} />);
    await user.click(screen.getByRole('button', { name: 'Move Users' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Users' });
    expect(dialog).toHaveTextContent('The 2 selected users move to the team and cohort you choose.');
    // It starts on this team, with no cohort.
    await waitFor(() => expect(within(dialog).getByLabelText('Team')).toHaveValue('7'));
    expect(within(dialog).getByLabelText('Cohort')).toHaveValue('-1');
    expect(within(within(dialog).getByLabelText('Cohort')).getAllByRole('option').map((o) => o.textContent)).toEqual(['No cohort', 'Spring']);
    await user.selectOptions(within(dialog).getByLabelText('Team'), 'Beta');
    await user.selectOptions(within(dialog).getByLabelText('Cohort'), 'Autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('2 users moved to Beta, cohort Autumn.');
    expect(calls.find((c) => c.path === '/api/move-users')?.body).toEqual({ UserIDs: [11, 12], TeamID: 8, CohortId: 9 });
  });

  it('shows a refusal in the dialog, which stays open', async () => {
    mockApi({ ...LISTS, '/api/move-users': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    const { user } = renderWithProviders(<MoveUsers {...team} selectedUserIds={[11]} />);
    await user.click(screen.getByRole('button', { name: 'Move Users' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Users' });
    expect(dialog).toHaveTextContent('The 1 selected user moves to the team and cohort you choose.');
    await waitFor(() => expect(within(dialog).getByLabelText('Team')).toHaveValue('7'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("You don't have permission to do that.");
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeEnabled();
  });
});
