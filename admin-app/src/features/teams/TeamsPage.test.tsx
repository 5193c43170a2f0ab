// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { PAGES } from '../../pages';
import { TeamsPage } from './TeamsPage';
import { signInAs } from './testData';

describe('TeamsPage', () => {
  beforeEach(() => signInAs('admin'));

  it('is the page the host shows at /teams', async () => {
    expect(await PAGES.teams()).toBe(TeamsPage);
  });

  it('lists the teams, each linking to its page', async () => {
    mockApi({ '/api/teams-by-recency': { body: { teams: [{ id: 9, name: 'Globex' }, { id: 1, name: 'Platform' }] } } });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    const list = await screen.findByRole('list', { name: 'All Teams' });
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Globex', '/team?teamId=9'],
      ['Platform', '/team?teamId=1'],
    ]);
  });

  it('requires a name, adds the team, shows the message and reloads the list', async () => {
    let teams = [{ id: 1, name: 'Platform' }];
    const calls = mockApi({
      '/api/teams-by-recency': () => ({ body: { teams } }),
      '/api/add-team': (req) => {
        teams = [{ id: 2, name: decodeURIComponent(req.headers.get('teamName') ?? '') }, ...teams];
        return { body: { id: 2, msg: 'Team created.' } };
      },
    });
    const { user } = renderWithProviders(<TeamsPage />, { route: '/teams' });
    await screen.findByRole('link', { name: 'Platform' });
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByText('Please enter a valid team name.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/add-team')).toHaveLength(0);

    await user.type(screen.getByLabelText('Team name'), ' Équipe Ü ');
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Team created.');
    expect(await screen.findByRole('link', { name: 'Équipe Ü' })).toHaveAttribute('href', '/team?teamId=2');
    expect(screen.getByLabelText('Team name')).toHaveValue('');
    expect(calls.filter((c) => c.path === '/api/teams-by-recency')).toHaveLength(2);
  });

  it("shows the server's refusal", async () => {
    mockApi({
      '/api/teams-by-recency': { body: { teams: [] } },
      '/api/add-team': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } },
    });
    const { user } = renderWithProviders(<TeamsPage />, { route: '/teams' });
    expect(await screen.findByText('There are no teams yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Team name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to do that.");
  });

  it('shows a team leader the teams they lead, with no way to add one', async () => {
    signInAs('leader');
    mockApi({ '/api/teams-by-recency': { body: { teams: [{ id: 7, name: 'Acme' }] } } });
    renderWithProviders(<TeamsPage />, { route: '/teams' });
    expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/team?teamId=7');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
