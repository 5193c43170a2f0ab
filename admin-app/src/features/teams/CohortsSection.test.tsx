// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import type { MockRoute } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TeamPage } from './index';
import { signInAs, teamReply, teamUser } from './testData';

const users = [
  teamUser({ id: 11, name: 'Ana Lima', cohort: 'Spring' }),
  teamUser({ id: 12, name: 'Bo Kim', cohort: 'Spring' }),
  teamUser({ id: 13, name: 'Cy Doe' }),
];
const link = { cohort: 'Spring', disabled: false, expires_at: null, email_desc: null };

function renderCohorts(routes: Record<string, MockRoute> = {}) {
  const calls = mockApi({
    '/api/users': { body: teamReply({ users }) },
    '/api/cohorts': { body: { cohortsByTeam: { 7: { 3: 'Spring', 4: 'Autumn' } } } },
    '/api/access-links': { body: { linksByTeam: { 7: [{ ...link, value: 'spring', cohortID: 3 }, { ...link, value: 'old', cohortID: 3, disabled: true }] } } },
    '/api/scheduled': { body: { scheduled: [] } },
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

const cohortsCard = async () => (await screen.findByRole('heading', { name: 'Cohorts' })).parentElement!;

describe('the team page\'s cohorts', () => {
  beforeEach(() => signInAs('leader'));

  it('lists the cohorts with how many users each has', async () => {
    renderCohorts();
    const card = await cohortsCard();
    await within(card).findByRole('table');
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Spring2Rename Delete', 'Autumn0Rename Delete']);
  });

  it('renames a cohort, and shows a taken name on the field', async () => {
    const { user, calls } = renderCohorts({
      '/api/edit-cohort': ({ headers }) =>
        decodeURIComponent(headers.get('CohortName') ?? '') === 'Autumn'
          ? { status: 409, body: { error: 'COHORT_TAKEN', message: 'That team already has a cohort with this name. Please choose another name.', field: 'CohortName' } }
          : { body: { msg: 'The cohort is now called Summer.' } },
    });
    await user.click(await within(await cohortsCard()).findByRole('button', { name: 'Rename Spring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Spring' });
    const name = within(dialog).getByLabelText('Cohort name');
    await user.clear(name);
    await user.type(name, 'Autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That team already has a cohort with this name. Please choose another name.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The cohort is now called Summer.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/edit-cohort').map((c) => c.headers.get('CohortId'));
    expect(sent).toEqual(['3', '3']);
  });

  it('says how many users and working links a deletion reaches before it runs', async () => {
    const { user, calls } = renderCohorts({
      '/api/delete-cohort': { body: { msg: 'The cohort Spring has been deleted: 2 users no longer in a cohort, 1 assessment link disabled.' } },
    });
    await user.click(await within(await cohortsCard()).findByRole('button', { name: 'Delete Spring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the cohort Spring?' });
    expect(dialog).toHaveTextContent(
      "2 users will be left without a cohort and 1 assessment link will stop working. Nobody's answers, results or certificates are deleted.",
    );
    expect(calls.some((c) => c.path === '/api/delete-cohort')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Cohort' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cohort Spring has been deleted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/delete-cohort')?.headers.get('CohortId')).toBe('3');
  });

  it('keeps the dialog open with the reason when the deletion is refused', async () => {
    const { user } = renderCohorts({ '/api/delete-cohort': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    await user.click(await within(await cohortsCard()).findByRole('button', { name: 'Delete Autumn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the cohort Autumn?' });
    expect(dialog).toHaveTextContent('0 users will be left without a cohort and 0 assessment links will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Cohort' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });
});
