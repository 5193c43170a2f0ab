// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { UserResponsesResponse } from 'shared-api';
import { leaderMe, signInAs } from '../teams/testData';
import { UserPage } from './UserPage';

/** A user of team 7 (Acme), with no answers yet. */
function detail(over: Partial<UserResponsesResponse> = {}): UserResponsesResponse {
  return {
    responses: [],
    userName: 'Bo Kim',
    userEmail: 'bo@acme.org',
    userAdmin: false,
    userTeamLeader: false,
    userTeamID: 7,
    status: 'registered',
    resultsActive: false,
    teamLead: [],
    userTeamName: 'Acme',
    userTeamIsPlatform: false,
    userMfaEnabled: false,
    ...over,
  };
}

const MANAGE = ['Edit User', 'Edit Password', 'Delete User'];

describe('UserPage for a team leader', () => {
  beforeEach(() => signInAs('leader'));

  it("does not draw Edit, Edit Password or Delete on another leader's page, and says why", async () => {
    mockApi({ '/api/me': { body: leaderMe() }, '/api/responses': { body: detail({ userTeamLeader: true, teamLead: [7] }) } });
    renderWithProviders(<UserPage />, { route: '/user?userID=12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bo Kim' })).toBeInTheDocument();
    for (const name of MANAGE) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin can manage this account.')).toBeInTheDocument();
  });

  it('does not draw them on their own page, nor on an admin’s', async () => {
    mockApi({ '/api/me': { body: leaderMe() }, '/api/responses': { body: detail({ userName: 'Lee Park', userTeamLeader: true, teamLead: [7] }) } });
    const { unmount } = renderWithProviders(<UserPage />, { route: '/user?userID=99' });
    await screen.findByRole('heading', { level: 1, name: 'Lee Park' });
    for (const name of MANAGE) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    unmount();

    mockApi({ '/api/me': { body: leaderMe() }, '/api/responses': { body: detail({ userName: 'Ada Admin', userAdmin: true }) } });
    renderWithProviders(<UserPage />, { route: '/user?userID=13' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Admin' });
    for (const name of MANAGE) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("offers them for a participant of a team they lead, without the admin's flags", async () => {
    mockApi({ '/api/me': { body: leaderMe() }, '/api/responses': { body: detail() } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=12' });
    await screen.findByRole('heading', { level: 1, name: 'Bo Kim' });
    for (const name of MANAGE) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByText('Only an admin can manage this account.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    const form = screen.getByRole('form', { name: 'Edit User' });
    expect(within(form).getByLabelText('Team leader')).toBeDisabled();
    expect(within(form).queryByRole('group', { name: 'Also leads these teams' })).not.toBeInTheDocument();
  });

  it("explains the server's refusal of a page they may not view, with a way back", async () => {
    mockApi({ '/api/me': { body: leaderMe() }, '/api/responses': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    renderWithProviders(<UserPage />, { route: '/user?userID=13' });
    expect(await screen.findByRole('heading', { level: 1, name: "You can't open this user's page" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have permission to do that.");
    expect(screen.getByText(/A team leader sees the participants of the teams they lead\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to teams' })).toHaveAttribute('href', '/teams');
  });

  it('speaks Spanish when refused', async () => {
    mockApi({ '/api/me': { body: leaderMe() }, '/api/responses': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    renderWithProviders(<UserPage />, { route: '/user?userID=13', language: 'SPA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No puede abrir la página de este usuario' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los equipos' })).toBeInTheDocument();
  });
});

describe('UserPage for an admin', () => {
  beforeEach(() => signInAs('admin'));

  it("offers Edit, Edit Password and Delete on a leader's and an admin's page", async () => {
    mockApi({ '/api/responses': { body: detail({ userAdmin: true, userTeamLeader: true, teamLead: [7] }) } });
    renderWithProviders(<UserPage />, { route: '/user?userID=12' });
    await screen.findByRole('heading', { level: 1, name: 'Bo Kim' });
    for (const name of MANAGE) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
