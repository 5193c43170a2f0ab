// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { signInAs } from './testData';
import { TeamSsoCard } from './TeamSsoCard';

const REDIRECT = 'https://portal.acme.org/api/sso-callback';
const NONE = { configured: false, issuer: null, client_id: null, domains: [], has_secret: false, cohort_id: null, redirect_uri: REDIRECT };
const SET = { configured: true, issuer: 'https://login.acme.org', client_id: 'portal', domains: ['acme.org'], has_secret: true, cohort_id: 3, redirect_uri: REDIRECT };
const COHORTS = [{ id: 3, name: 'Spring' }];

describe('TeamSsoCard (issue 24)', () => {
  beforeEach(() => signInAs('admin'));

  it('sets up single sign-on: issuer, client, secret, domains and the cohort of new accounts', async () => {
    const calls = mockApi({ '/api/team-sso': { body: NONE }, '/api/edit-team-sso': { body: { ...SET, msg: 'Single sign-on saved.' } } });
    const { user } = renderWithProviders(<TeamSsoCard teamId={7} teamName="Acme" cohorts={COHORTS} />);
    const form = await screen.findByRole('form', { name: 'Single sign-on' });
    expect(screen.getByText(/Register this return address with the provider: https:\/\/portal\.acme\.org\/api\/sso-callback/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    expect(await within(form).findByText(/Please enter the identity provider's address/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Issuer URL'), 'https://login.acme.org');
    await user.type(within(form).getByLabelText('Client ID'), 'portal');
    await user.type(within(form).getByLabelText('Client secret'), 's3cret');
    await user.type(within(form).getByLabelText('Email domains it covers'), 'acme.org{Enter}');
    await user.selectOptions(within(form).getByLabelText('Cohort for new accounts'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('Single sign-on saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/edit-team-sso');
    expect(sent?.headers.get('TeamID')).toBe('7');
    expect(sent?.body).toEqual({ Issuer: 'https://login.acme.org', ClientID: 'portal', ClientSecret: 's3cret', Domains: ['acme.org'], CohortID: 3 });
  });

  it('never shows the kept secret, keeps it when left empty, and turns single sign-on off after a confirmation', async () => {
    const calls = mockApi({
      '/api/team-sso': { body: SET },
      '/api/edit-team-sso': { body: { ...SET, msg: 'Single sign-on saved.' } },
      '/api/delete-team-sso': { body: { msg: "Single sign-on removed. The team's people log in with their passwords again." } },
    });
    const { user } = renderWithProviders(<TeamSsoCard teamId={7} teamName="Acme" cohorts={COHORTS} />);
    const form = await screen.findByRole('form', { name: 'Single sign-on' });
    await waitFor(() => expect(within(form).getByLabelText('Issuer URL')).toHaveValue('https://login.acme.org'));
    expect(within(form).getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText(/A secret is kept and never shown/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    await screen.findByText('Single sign-on saved.');
    expect(calls.find((c) => c.path === '/api/edit-team-sso')?.body).not.toHaveProperty('ClientSecret');

    await user.click(screen.getByRole('button', { name: 'Turn off single sign-on' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The people of Acme will log in with a password again');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off single sign-on' }));
    expect(await screen.findByText(/Single sign-on removed/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/delete-team-sso')?.headers.get('TeamID')).toBe('7');
  });

  it('shows a domain another team covers on the domains', async () => {
    mockApi({ '/api/team-sso': { body: SET }, '/api/edit-team-sso': { status: 409, body: { error: 'SSO_DOMAIN_TAKEN', message: 'x', domain: 'acme.org' } } });
    const { user } = renderWithProviders(<TeamSsoCard teamId={7} teamName="Acme" cohorts={COHORTS} />);
    const form = await screen.findByRole('form', { name: 'Single sign-on' });
    await waitFor(() => expect(within(form).getByLabelText('Issuer URL')).toHaveValue('https://login.acme.org'));
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on' }));
    expect(await within(form).findByText(/already logs in through/)).toBeInTheDocument();
  });
});
