// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { fakeAdminServer, signInAsAdmin } from './testData';

beforeEach(() => signInAsAdmin());

describe('Cohort report', () => {
  it("opens the chosen team's and cohort's report", async () => {
    mockApi(fakeAdminServer().routes);
    const { user, path, search } = renderWithProviders(<AdminDashboard />, { route: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Cohort report' }));
    const modal = await screen.findByRole('dialog', { name: 'Cohort report' });
    await waitFor(() => expect(within(modal).getByRole('option', { name: 'Acme' })).toBeInTheDocument());
    await user.selectOptions(within(modal).getByLabelText('Team'), 'Acme');
    await user.selectOptions(within(modal).getByLabelText('Cohort'), 'Spring');
    await user.click(within(modal).getByRole('button', { name: 'Open Report' }));
    await waitFor(() => expect(path()).toBe('/report'));
    expect(search()).toBe('?teamId=2&cohortId=5');
  });

  it('opens the whole team’s report unless a cohort is chosen, and asks for a team first', async () => {
    mockApi(fakeAdminServer().routes);
    const { user, path, search } = renderWithProviders(<AdminDashboard />, { route: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Cohort report' }));
    const modal = await screen.findByRole('dialog', { name: 'Cohort report' });
    await user.click(within(modal).getByRole('button', { name: 'Open Report' }));
    expect(await within(modal).findByText('Please choose a valid option.')).toBeInTheDocument();
    expect(path()).toBe('/admin');
    await waitFor(() => expect(within(modal).getByRole('option', { name: 'Acme' })).toBeInTheDocument());
    await user.selectOptions(within(modal).getByLabelText('Team'), 'Acme');
    await user.click(within(modal).getByRole('button', { name: 'Open Report' }));
    await waitFor(() => expect(path()).toBe('/report'));
    expect(search()).toBe('?teamId=2&cohortId=-1');
  });
});
