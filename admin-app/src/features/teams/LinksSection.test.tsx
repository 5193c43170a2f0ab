// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import type { MockRoute } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TeamPage } from './index';
import { signInAs, teamReply } from './testData';

const links = [
  { value: 'spring', cohortID: 3, cohort: 'Spring', disabled: false, expires_at: null, email_desc: null },
  { value: 'leaked', cohortID: -1, cohort: null, disabled: true, expires_at: null, email_desc: '@acme.org' },
  { value: 'ended', cohortID: -1, cohort: null, disabled: false, expires_at: '2020-01-01T00:00:00.000Z', email_desc: null },
];

function renderLinks(routes: Record<string, MockRoute> = {}, language?: 'KOR') {
  const calls = mockApi({
    '/api/users': { body: teamReply() },
    '/api/cohorts': { body: { cohortsByTeam: { 7: { 3: 'Spring', 4: 'Autumn' } } } },
    '/api/access-links': { body: { linksByTeam: { 7: links } } },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/team" element={<TeamPage />} />
    </Routes>,
    { route: '/team?teamId=7', language },
  );
  return { ...view, calls };
}

const linksCard = async (title = 'Assessment Links') => (await screen.findByRole('heading', { name: title })).parentElement!;

describe('the team page\'s links', () => {
  beforeEach(() => signInAs('admin'));

  it('lists each link with its cohort, state, end and email ending', async () => {
    renderLinks();
    const rows = within(await linksCard()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent))).toEqual([
      ['Spring', 'Active', 'Never', "The team's domain"],
      ['Whole team', 'Disabled', 'Never', '@acme.org'],
      ['Whole team', 'Expired', expect.stringContaining('2020'), "The team's domain"],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('/r?t=spring');
  });

  it('edits a link: enables it, moves it to another cohort, sets its end and email ending', async () => {
    const { user, calls } = renderLinks({ '/api/edit-access-link': { body: { msg: 'Assessment link saved.' } } });
    await user.click(within(await linksCard()).getByRole('button', { name: 'Edit link leaked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Link leaked' });
    const disabled = within(dialog).getByRole('checkbox', { name: 'Disabled: nobody can register with this link' });
    expect(disabled).toBeChecked();
    await user.click(disabled);
    await user.selectOptions(within(dialog).getByLabelText('Cohort'), 'Autumn');
    await user.type(within(dialog).getByLabelText('Ends at'), '2031-05-01T12:00');
    const domain = within(dialog).getByLabelText('Email ending');
    await user.clear(domain);
    await user.type(domain, 'acme.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Assessment link saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/edit-access-link')!.headers;
    expect(['LinkText', 'Disabled', 'CohortId', 'EmailDesc'].map((h) => sent.get(h))).toEqual(['leaked', 'false', '4', 'acme.com']);
    expect(decodeURIComponent(sent.get('ExpiresAt') ?? '')).toBe(new Date('2031-05-01T12:00').toISOString());
  });

  it('refuses an email ending that is no domain before sending', async () => {
    const { user, calls } = renderLinks();
    await user.click(within(await linksCard()).getByRole('button', { name: 'Edit link spring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Link spring' });
    await user.type(within(dialog).getByLabelText('Email ending'), 'not a domain');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Please enter an email domain, such as example.org, or leave it empty for the team's own.")).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/edit-access-link')).toBe(false);
  });

  it('speaks Korean', async () => {
    renderLinks({}, 'KOR');
    const card = await linksCard('평가 링크');
    expect(within(card).getByText('비활성화됨')).toBeInTheDocument();
    expect(within(card).getByText('만료됨')).toBeInTheDocument();
  });
});
