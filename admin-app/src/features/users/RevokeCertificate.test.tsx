// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { UserResponsesResponse } from 'shared-api';
import { leaderMe, signInAs } from '../teams/testData';
import { UserPage } from './UserPage';

const DETAIL: UserResponsesResponse = {
  responses: [],
  userName: 'Bo Kim',
  userEmail: 'bo@acme.org',
  userAdmin: false,
  userTeamLeader: false,
  userTeamID: 7,
  status: 'finished',
  resultsActive: true,
  teamLead: [],
  userTeamName: 'Acme',
  userTeamIsPlatform: false,
  userMfaEnabled: false,
};

const PATH = '/api/revoke-certificate';

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Revoke Certificate' }));
  return screen.findByRole('dialog', { name: 'Revoke Certificate' });
}

describe('Revoke Certificate on the user page', () => {
  it('asks first, naming the user, then revokes and shows the msg', async () => {
    signInAs('admin');
    const calls = mockApi({ '/api/responses': { body: DETAIL }, [PATH]: { body: { msg: 'The certificate of Bo Kim is revoked.' } } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=12' });
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Revoke the certificate of Bo Kim (bo@acme.org)? Their certificate link stops working; issuing certificates again gives them a new one.');
    expect(calls.filter((c) => c.path === PATH)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Certificate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The certificate of Bo Kim is revoked.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === PATH)?.headers.get('UserID')).toBe('12');
  });

  it('says in the dialog when the user holds none', async () => {
    signInAs('admin');
    mockApi({ '/api/responses': { body: DETAIL }, [PATH]: { status: 404, body: { error: 'NO_CERTIFICATE', message: 'x' } } });
    const { user } = renderWithProviders(<UserPage />, { route: '/user?userID=12' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Certificate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This user holds no certificate.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered to a team leader, even on a participant they manage', async () => {
    signInAs('leader');
    mockApi({ '/api/me': { body: leaderMe() }, '/api/responses': { body: DETAIL } });
    renderWithProviders(<UserPage />, { route: '/user?userID=12' });
    expect(await screen.findByRole('button', { name: 'Delete User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Certificate' })).not.toBeInTheDocument();
  });
});
