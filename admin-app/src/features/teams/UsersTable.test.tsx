// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import type { MockRoute } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TeamPage, type TeamActionContext } from './index';
import { leaderMe, signInAs, teamReply, teamUser } from './testData';

const ONLY_ADMIN = 'Only an admin can manage this account.';

/** Team 7 as a leader sees it: a participant, another leader, an admin and the leader themself (99). */
const people = () =>
  teamReply({
    users: [
      teamUser({ id: 11, name: 'Ana Lima' }),
      teamUser({ id: 12, name: 'Bo Kim', teamLeader: true, teamLead: [7] }),
      teamUser({ id: 13, name: 'Ada Admin', admin: true }),
      teamUser({ id: 14, name: 'Cy Diaz' }),
      teamUser({ id: 99, name: 'Lee Park', teamLeader: true, teamLead: [7] }),
    ],
  });

function renderTeam(routes: Record<string, MockRoute> = {}) {
  const calls = mockApi({ '/api/users': { body: people() }, '/api/teams-by-recency': { body: { teams: [] } }, ...routes });
  const contexts: TeamActionContext[] = [];
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/team"
        element={
          <TeamPage
            renderActions={(ctx) => {
              contexts.push(ctx);
              return null;
            }}
          />
        }
      />
    </Routes>,
    { route: '/team?teamId=7' },
  );
  return { ...view, calls, selection: () => contexts[contexts.length - 1]?.selectedUserIds };
}

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('UsersTable for a team leader', () => {
  beforeEach(() => signInAs('leader'));

  it("locks the rows of admins, leaders and the leader's own, with the reason, and links only to whom they may view", async () => {
    renderTeam({ '/api/me': { body: leaderMe() } });
    await screen.findByRole('table');
    for (const name of ['Ana Lima', 'Cy Diaz']) {
      expect(box(name)).toBeEnabled();
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^\/user\?userID=1[14]$/));
    }
    for (const name of ['Bo Kim', 'Ada Admin', 'Lee Park']) {
      expect(box(name)).toBeDisabled();
      expect(box(name)).toHaveAccessibleDescription(ONLY_ADMIN);
      expect(box(name)).toHaveAttribute('title', ONLY_ADMIN);
    }
    // Another leader's and an admin's results are not theirs to read: the name is plain text.
    for (const name of ['Bo Kim', 'Ada Admin']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(screen.getByRole('table')).getByText(name)).toBeInTheDocument();
    }
    // Their own page is theirs to read, though not to manage from here.
    expect(screen.getByRole('link', { name: 'Lee Park' })).toHaveAttribute('href', '/user?userID=99');
  });

  it('selects all of the selectable rows only, so a bulk call is never refused whole', async () => {
    const { user, selection } = renderTeam({ '/api/me': { body: leaderMe() } });
    await screen.findByRole('table');
    const all = screen.getByRole('checkbox', { name: 'Select all users' }) as HTMLInputElement;
    await user.click(all);
    expect(selection()).toEqual([11, 14]);
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    expect(screen.getByText('2 users selected')).toBeInTheDocument();
    expect(box('Bo Kim')).not.toBeChecked();
    await user.click(box('Cy Diaz'));
    expect(selection()).toEqual([11]);
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    await user.click(all);
    expect(selection()).toEqual([]);
  });

  it('waits for /api/me, and offers no row when it does not answer', async () => {
    let answer: () => void = () => undefined;
    const pending = new Promise<{ body: unknown }>((resolve) => (answer = () => resolve({ body: leaderMe() })));
    renderTeam({ '/api/me': () => pending });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(box('Ana Lima')).toBeEnabled();
  });

  it('offers no row to act on when /api/me fails, only their own page', async () => {
    renderTeam({ '/api/me': { status: 500, body: { error: 'INTERNAL', message: 'x' } } });
    await screen.findByRole('table');
    expect(screen.getAllByRole('checkbox').every((b) => (b as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('link', { name: 'Lee Park' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ana Lima' })).not.toBeInTheDocument();
  });
});

describe('UsersTable for an admin', () => {
  beforeEach(() => signInAs('admin'));

  it('offers every row, links to everyone and selects them all, without asking /api/me', async () => {
    const { user, selection, calls } = renderTeam();
    await screen.findByRole('table');
    for (const name of ['Ana Lima', 'Bo Kim', 'Ada Admin', 'Cy Diaz', 'Lee Park']) {
      expect(box(name)).toBeEnabled();
      expect(box(name)).not.toHaveAttribute('title');
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Select all users' }));
    expect(selection()).toEqual([11, 12, 13, 14, 99]);
    expect(calls.some((c) => c.path === '/api/me')).toBe(false);
  });
});

describe('UsersTable with an anonymised participant', () => {
  beforeEach(() => signInAs('admin'));

  it('names the row "Anonymised participant #id", with no address, kept in the list', async () => {
    const users = [teamUser({ id: 11, name: 'Ana Lima' }), teamUser({ id: 12, name: '', email: 'anonymised-12@anonymous.invalid', anonymised: true })];
    renderTeam({ '/api/users': { body: teamReply({ users }) } });
    const row = (await screen.findByRole('link', { name: 'Anonymised participant #12' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('checkbox', { name: 'Select Anonymised participant #12' })).toBeEnabled();
    expect(within(row).queryByText(/anonymous\.invalid/)).toBeNull();
  });
});
