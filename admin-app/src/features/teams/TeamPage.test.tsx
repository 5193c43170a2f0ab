// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import type { MockRoute } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TeamPage, type TeamActionContext } from './index';
import { TeamsPage } from './TeamsPage';
import { leaderMe, signInAs, teamReply, teamUser } from './testData';

function renderTeam(routes: Record<string, MockRoute> = {}, { route = '/team?teamId=7', language }: { route?: string; language?: 'KOR' } = {}) {
  const calls = mockApi({
    '/api/users': { body: teamReply() },
    '/api/teams-by-recency': { body: { teams: [] } },
    '/api/cohorts': { body: { cohortsByTeam: {} } },
    '/api/access-links': { body: { linksByTeam: {} } },
    '/api/scheduled': { body: { scheduled: [] } },
    '/api/retention': { body: { retentionDays: null, retentionMode: 'erase', programmeEndsOn: null, lastActivityAt: null, dueOn: null, warningOn: null, participants: 0 } },
    '/api/team-sso': { body: { configured: false, issuer: null, client_id: null, domains: [], has_secret: false, cohort_id: null, redirect_uri: 'http://localhost/api/sso-callback' } },
    ...routes,
  });
  const contexts: TeamActionContext[] = [];
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/team"
        element={
          <TeamPage
            renderActions={(ctx) => {
              contexts.push(ctx);
              return <p>actions for {ctx.selectedUserIds.join(',') || 'nobody'}</p>;
            }}
          />
        }
      />
      <Route path="/teams" element={<TeamsPage />} />
    </Routes>,
    { route, language },
  );
  return { ...view, calls, lastContext: () => contexts[contexts.length - 1] };
}

describe('TeamPage', () => {
  beforeEach(() => signInAs('admin'));

  it('shows the team, its completion and its users, each linking to their page', async () => {
    const { calls } = renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(calls[0].headers.get('TeamID')).toBe('7');
    expect(screen.getByTestId('completion-badge')).toHaveTextContent('1 of 2 finished (50%)');
    expect(screen.getByTestId('completion-badge')).toHaveAttribute('data-tone', 'yellow');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['', 'ana.lima@acme.org', 'No cohort', 'Registered', 'Yes', 'Yes · Results report'],
      ['', 'bo.kim@acme.org', 'No cohort', 'Registered', 'No', 'No'],
    ]);
    expect(screen.getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/user?userID=11');
    // Only a user whose results are active has a report to open; the link says whose it is.
    const report = screen.getByRole('link', { name: 'Results report' });
    expect(report).toHaveAttribute('href', '/results?userID=11');
    expect(report).toHaveAccessibleDescription('Ana Lima');
    expect(within(rows[1]).getByText('Team leader')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Results active' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cohort report' })).toHaveAttribute('href', '/report?teamId=7&cohortId=-1');
  });

  it("says which of its people's email domains another team's single sign-on speaks for", async () => {
    renderTeam({ '/api/users': { body: teamReply({ ssoClaims: [{ domain: 'acme.org', teamId: 9, team: 'Globex' }] }) } });
    expect(await screen.findByText(/The email domain acme.org logs in through the identity provider of the team Globex/)).toBeInTheDocument();
  });

  it('passes the ticked users to the actions, with select-all', async () => {
    const { user, lastContext } = renderTeam();
    await screen.findByRole('table');
    expect(lastContext()).toEqual({ teamId: 7, teamName: 'Acme', isPlatform: false, selectedUserIds: [] });
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo Kim' }));
    expect(lastContext().selectedUserIds).toEqual([12]);
    expect(screen.getByText('1 user selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all users' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(lastContext().selectedUserIds).toEqual([11, 12]);
    expect(screen.getByText('2 users selected')).toBeInTheDocument();
    expect(screen.getByText('actions for 11,12')).toBeInTheDocument();
    await user.click(all);
    expect(lastContext().selectedUserIds).toEqual([]);
  });

  it("shows each user's cohort, and a filter by cohort whose users alone the actions reach", async () => {
    const users = [
      teamUser({ id: 11, name: 'Ana Lima', cohort_id: 5, cohort: 'Spring' }),
      teamUser({ id: 12, name: 'Bo Kim', cohort_id: 6, cohort: 'Autumn' }),
      teamUser({ id: 13, name: 'Cy Park' }),
    ];
    const { user, lastContext } = renderTeam({
      '/api/users': { body: teamReply({ users }) },
      '/api/cohorts': { body: { cohortsByTeam: { 7: { 5: 'Spring', 6: 'Autumn' }, 8: { 9: 'Other' } } } },
    });
    const table = await screen.findByRole('table', { name: '0 users selected' });
    expect(within(table).getByRole('columnheader', { name: 'Cohort' })).toBeInTheDocument();
    const cohortCells = () => within(screen.getByRole('table', { name: /selected/ })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2].textContent);
    expect(cohortCells()).toEqual(['Spring', 'Autumn', 'No cohort']);

    const filter = await screen.findByLabelText('Show cohort');
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All cohorts', 'Spring', 'Autumn', 'No cohort']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all users' }));
    expect(lastContext().selectedUserIds).toEqual([11, 12, 13]);
    await user.selectOptions(filter, 'Spring');
    expect(cohortCells()).toEqual(['Spring']);
    expect(lastContext().selectedUserIds).toEqual([11]);
    await user.selectOptions(filter, 'No cohort');
    expect(screen.getByRole('link', { name: 'Cy Park' })).toBeInTheDocument();
    expect(lastContext().selectedUserIds).toEqual([13]);
    await user.selectOptions(filter, 'All cohorts');
    expect(lastContext().selectedUserIds).toEqual([11, 12, 13]);
  });

  it('says so when no user of the team is in the cohort shown', async () => {
    const { user } = renderTeam({ '/api/cohorts': { body: { cohortsByTeam: { 7: { 5: 'Spring' } } } } });
    await user.selectOptions(await screen.findByLabelText('Show cohort'), 'Spring');
    expect(screen.getByText('No users of this team are in that cohort.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('explains a team link without a valid id, and a team that does not exist', async () => {
    const { unmount } = renderTeam({}, { route: '/team?teamId=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('This team page address is not valid.');
    expect(screen.getByRole('link', { name: 'Back to teams' })).toHaveAttribute('href', '/teams');
    unmount();
    renderTeam({ '/api/users': { status: 404, body: { error: 'NOT_FOUND', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find what you asked for.");
  });

  it('saves the name, departments, domains, settings and slides in one call, and shows the answer', async () => {
    const { user, calls } = renderTeam({ '/api/edit-team': { body: { msg: 'Team saved.' } } });
    const name = await screen.findByLabelText('Team name');
    await user.clear(name);
    await user.type(name, 'Acme Ünicode');
    await user.click(screen.getByRole('button', { name: 'Add Department Under East' }));
    await user.type(screen.getByLabelText('New email domain'), 'Mail.Acme.org,');
    await user.clear(screen.getByLabelText('Public class page address'));
    await user.type(screen.getByLabelText('Public class page address'), 'acme-2');
    expect(screen.getByText(`${window.location.origin}/join/acme-2`)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Ask participants whether they are academy graduates'));
    await user.selectOptions(screen.getByLabelText('Default language'), 'KOR');
    await user.click(screen.getByRole('button', { name: 'Add Slide' }));
    await user.type(screen.getByLabelText('Title of slide 2'), 'Week 2');
    await user.type(screen.getByLabelText('Link to slide 2'), 'https://example.org/w2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Team saved.')).toBeInTheDocument();
    const edit = calls.find((c) => c.path === '/api/edit-team');
    expect(edit?.headers.get('TeamID')).toBe('7');
    expect(decodeURIComponent(edit?.headers.get('TeamName') ?? '')).toBe('Acme Ünicode');
    expect(edit?.body).toEqual({
      departments: [{ name: 'Sales', children: [{ name: 'East', children: [{ name: 'New Team 1', children: [] }] }] }],
      email_domains: ['acme.org', 'mail.acme.org'],
      settings: { publicSlug: 'acme-2', postAssessmentForm: false, resultsSoonMessage: false, academyQuestion: true, civilianForm: false, language: 'KOR' },
      slides: [{ title: 'Week 1', url: 'https://example.org/w1' }, { title: 'Week 2', url: 'https://example.org/w2' }],
    });
  }, 30_000);

  it('checks the form with the shared schema before sending anything', async () => {
    const { user, calls } = renderTeam();
    const name = await screen.findByLabelText('Team name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Add Slide' }));
    await user.type(screen.getByLabelText('Link to slide 2'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Public class page address'), ' x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid team name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a title for the slide.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a link starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('Please use only lowercase letters, numbers and single hyphens (at most 60 characters).')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/edit-team')).toBe(false);
  });

  it('shows a taken public class page address beside its field', async () => {
    const message = 'That public class page address is already used by another team. Please choose another.';
    const { user } = renderTeam({ '/api/edit-team': { status: 409, body: { error: 'SLUG_TAKEN', message } } });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Public class page address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes the team after a confirmation naming what goes, then lists the teams', async () => {
    const { user, calls } = renderTeam({ '/api/delete-team': { body: { msg: 'The team Acme has been deleted.' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme?' });
    expect(dialog).toHaveTextContent('This will delete the team Acme, with its 2 users, 2 cohorts and 1 assessment link');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/delete-team')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Team' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The team Acme has been deleted.');
    expect(calls.find((c) => c.path === '/api/delete-team')?.headers.get('TeamID')).toBe('7');
  });

  it('never offers to delete the platform team', async () => {
    renderTeam({ '/api/users': { body: teamReply({ users: [teamUser({ id: 1, name: 'Admin' })], settings: { ...teamReply().settings, isPlatform: true } }) } });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    expect(screen.getByRole('button', { name: 'Delete Team' })).toBeDisabled();
    expect(screen.getByText("The platform team can't be deleted.")).toBeInTheDocument();
  });

  it("gives a team leader the team's people and actions, but not its name, settings or deletion", async () => {
    signInAs('leader');
    const { lastContext } = renderTeam({ '/api/me': { body: leaderMe() } });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    expect(screen.getByRole('link', { name: 'Ana Lima' })).toBeInTheDocument();
    expect(lastContext()).toMatchObject({ teamId: 7, teamName: 'Acme' });
    expect(screen.queryByRole('button', { name: 'Delete Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    renderTeam({}, { language: 'KOR' });
    expect(await screen.findByRole('columnheader', { name: '이름' })).toBeInTheDocument();
    expect(screen.getByTestId('completion-badge')).toHaveTextContent('2명 중 1명 완료(50%)');
    await waitFor(() => expect(screen.getByRole('button', { name: '변경 사항 저장' })).toBeInTheDocument());
  });
});
