// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { callsTo, fakeAdminServer, SERVER_ERROR, validationError, signInAsAdmin } from './testData';

type User = ReturnType<typeof renderWithProviders>['user'];

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

async function openCard(user: User, title: string) {
  await user.click(screen.getByRole('button', { name: title }));
  return dialog(title);
}

/** The select's options once the list has loaded (the first is the placeholder). */
async function teamOptions(modal: HTMLElement) {
  const select = within(modal).getByLabelText('Team');
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return within(select).getAllByRole('option').map((option) => option.textContent);
}

beforeEach(() => signInAsAdmin());

describe('the admin chain: team, cohort, link', () => {
  it('goes from a new team to its cohort and link, and shows the link to copy', async () => {
    const server = fakeAdminServer();
    const calls = mockApi(server.routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    // After userEvent.setup(), which puts its own clipboard stub in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const create = await openCard(user, 'Create New Team');
    expect(within(create).getByLabelText('Team name')).toHaveFocus();
    await user.type(within(create).getByLabelText('Team name'), 'Globex Ünited');
    await user.click(within(create).getByRole('button', { name: 'Create Team' }));
    expect(callsTo(calls, '/api/add-team')[0].headers.get('teamName')).toBe(encodeURIComponent('Globex Ünited'));

    const offerCohort = await dialog('Would you also like to create a new cohort?');
    expect(within(offerCohort).getByRole('alert')).toHaveTextContent('Team created.');
    await user.click(within(offerCohort).getByRole('button', { name: 'Create Cohort' }));

    // Add Cohort opens with the new team selected, from the reloaded list (newest first).
    const addCohort = await dialog('Add Cohort');
    expect(await teamOptions(addCohort)).toEqual(['Choose a team', 'Globex Ünited', 'Acme', 'Platform']);
    expect(within(addCohort).getByLabelText('Team')).toHaveValue('20');
    expect(within(addCohort).getByLabelText('Cohort name')).toHaveFocus();
    await user.type(within(addCohort).getByLabelText('Cohort name'), 'Winter 2026');
    await user.click(within(addCohort).getByRole('button', { name: 'Add Cohort' }));
    const cohortCall = callsTo(calls, '/api/add-cohort')[0];
    expect([cohortCall.headers.get('TeamID'), cohortCall.headers.get('CohortName')]).toEqual(['20', 'Winter%202026']);

    const offerLink = await dialog('Would you also like to create a new assessment link?');
    expect(within(offerLink).getByRole('alert')).toHaveTextContent('Cohort created.');
    await user.click(within(offerLink).getByRole('button', { name: 'Create Link' }));

    const generate = await dialog('Generate Assessment Link');
    expect(within(generate).getByLabelText('Team')).toHaveValue('20');
    await waitFor(() => expect(within(generate).getByLabelText('Cohort')).toHaveValue('21'));
    expect(within(generate).getByRole('option', { name: 'Winter 2026' })).toBeInTheDocument();
    await user.type(within(generate).getByLabelText('Link text (no spaces)'), 'globex-winter');
    expect(within(generate).getByText(`Participants will use this link: ${location.origin}/r?t=globex-winter`)).toBeInTheDocument();
    await user.click(within(generate).getByRole('button', { name: 'Generate Link' }));
    const linkCall = callsTo(calls, '/api/add-access-token')[0];
    expect(['TeamID', 'CohortId', 'LinkText'].map((h) => linkCall.headers.get(h))).toEqual(['20', '21', 'globex-winter']);

    const created = await dialog('New Assessment Link Created!');
    expect(within(created).getByText('Assessment link created.')).toBeInTheDocument();
    const url = `${location.origin}/r?t=globex-winter`;
    expect(within(created).getByLabelText('Assessment link')).toHaveValue(url);
    await user.click(within(created).getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(created).getByRole('status')).toHaveTextContent('Copied! The link is on your clipboard.');
    await user.click(within(created).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the cohort and link lists after a creation', async () => {
    const calls = mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    let generate = await openCard(user, 'Generate Assessment Link');
    await teamOptions(generate);
    await user.selectOptions(within(generate).getByLabelText('Team'), 'Acme');
    await user.type(within(generate).getByLabelText('Link text (no spaces)'), 'acme-new');
    await user.click(within(generate).getByRole('button', { name: 'Generate Link' }));
    await user.click(within(await dialog('New Assessment Link Created!')).getByRole('button', { name: 'Close' }));

    const cohort = await openCard(user, 'Add Cohort');
    await teamOptions(cohort);
    await user.selectOptions(within(cohort).getByLabelText('Team'), 'Acme');
    await user.type(within(cohort).getByLabelText('Cohort name'), 'Summer');
    await user.click(within(cohort).getByRole('button', { name: 'Add Cohort' }));
    await user.click(within(await dialog('Would you also like to create a new assessment link?')).getByRole('button', { name: 'No Thanks' }));

    generate = await openCard(user, 'Generate Assessment Link');
    await teamOptions(generate);
    await user.selectOptions(within(generate).getByLabelText('Team'), 'Acme');
    expect(await within(generate).findByRole('option', { name: 'Summer' })).toBeInTheDocument();
    expect(within(generate).getByRole('region', { name: "This team's assessment links" })).toHaveTextContent('/r?t=acme-new');
    expect(callsTo(calls, '/api/cohorts')).toHaveLength(2);
    expect(callsTo(calls, '/api/access-links')).toHaveLength(2);
  });

  it('ends the chain with No Thanks', async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    const create = await openCard(user, 'Create New Team');
    await user.type(within(create).getByLabelText('Team name'), 'Initech');
    await user.click(within(create).getByRole('button', { name: 'Create Team' }));
    const offer = await dialog('Would you also like to create a new cohort?');
    await user.click(within(offer).getByRole('button', { name: 'No Thanks' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects the link text by hand when the clipboard is unavailable', async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const generate = await openCard(user, 'Generate Assessment Link');
    await teamOptions(generate);
    await user.selectOptions(within(generate).getByLabelText('Team'), 'Acme');
    await user.type(within(generate).getByLabelText('Link text (no spaces)'), 'acme-x');
    await user.click(within(generate).getByRole('button', { name: 'Generate Link' }));
    const created = await dialog('New Assessment Link Created!');
    await user.click(within(created).getByRole('button', { name: 'Copy Link' }));
    const field = within(created).getByLabelText<HTMLInputElement>('Assessment link');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(within(created).getByRole('status')).toHaveTextContent('The link could not be copied automatically.');
  });
});

describe('the creation modals', () => {
  it('validate with the shared schemas before sending anything', async () => {
    const calls = mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);

    const create = await openCard(user, 'Create New Team');
    await user.click(within(create).getByRole('button', { name: 'Create Team' }));
    expect(await within(create).findByText('Please enter a valid team name.')).toBeInTheDocument();
    expect(within(create).getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');

    const cohort = await openCard(user, 'Add Cohort');
    await user.click(within(cohort).getByRole('button', { name: 'Add Cohort' }));
    expect(await within(cohort).findByText('Please choose a valid option.')).toBeInTheDocument();
    expect(within(cohort).getByText('Please enter a valid cohort name.')).toBeInTheDocument();
    await user.click(within(cohort).getByRole('button', { name: 'Cancel' }));

    const link = await openCard(user, 'Generate Assessment Link');
    await teamOptions(link);
    await user.selectOptions(within(link).getByLabelText('Team'), 'Acme');
    await user.type(within(link).getByLabelText('Link text (no spaces)'), 'has a space');
    await user.click(within(link).getByRole('button', { name: 'Generate Link' }));
    expect(await within(link).findByText('Please enter link text without spaces.')).toBeInTheDocument();

    expect(calls.filter((call) => call.path.startsWith('/api/add-'))).toEqual([]);
  });

  it('lists the links the chosen team has, and offers no cohort (-1) by default', async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    const link = await openCard(user, 'Generate Assessment Link');
    expect(within(link).getByLabelText('Cohort')).toBeDisabled();
    await teamOptions(link);
    await user.selectOptions(within(link).getByLabelText('Team'), 'Acme');
    expect(within(link).getByLabelText('Cohort')).toHaveValue('-1');
    expect(within(link).getByRole('option', { name: 'No cohort' })).toBeInTheDocument();
    const existing = within(link).getByRole('region', { name: "This team's assessment links" });
    expect(existing).toHaveTextContent(`${location.origin}/r?t=acme-2025`);
  });

  it('show a server failure, and keep the form to try again', async () => {
    mockApi({ ...fakeAdminServer().routes, '/api/add-team': SERVER_ERROR });
    const { user } = renderWithProviders(<AdminDashboard />);
    const create = await openCard(user, 'Create New Team');
    await user.type(within(create).getByLabelText('Team name'), 'Umbrella');
    await user.click(within(create).getByRole('button', { name: 'Create Team' }));
    expect(await within(create).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(within(create).getByLabelText('Team name')).toHaveValue('Umbrella');
    expect(within(create).getByRole('button', { name: 'Create Team' })).toBeEnabled();
  });

  it('show the server validation errors and a taken link text on their fields', async () => {
    mockApi({ ...fakeAdminServer().routes, '/api/add-cohort': validationError({ CohortName: 'This entry is too long.' }) });
    const { user } = renderWithProviders(<AdminDashboard />);
    const cohort = await openCard(user, 'Add Cohort');
    await teamOptions(cohort);
    await user.selectOptions(within(cohort).getByLabelText('Team'), 'Acme');
    await user.type(within(cohort).getByLabelText('Cohort name'), 'Long');
    await user.click(within(cohort).getByRole('button', { name: 'Add Cohort' }));
    expect(await within(cohort).findByText('This entry is too long.')).toBeInTheDocument();
    expect(within(cohort).getByLabelText('Cohort name')).toHaveAccessibleDescription('This entry is too long.');
    await user.click(within(cohort).getByRole('button', { name: 'Cancel' }));

    mockApi({ ...fakeAdminServer().routes, '/api/add-access-token': { status: 409, body: { error: 'LINK_TAKEN', message: 'x' } } });
    const link = await openCard(user, 'Generate Assessment Link');
    await teamOptions(link);
    await user.selectOptions(within(link).getByLabelText('Team'), 'Acme');
    await user.type(within(link).getByLabelText('Link text (no spaces)'), 'acme-2025');
    await user.click(within(link).getByRole('button', { name: 'Generate Link' }));
    expect(await within(link).findByText('That link text is already in use. Please choose another.')).toBeInTheDocument();
    expect(within(link).getByLabelText('Link text (no spaces)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('disable their buttons while sending', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi({ ...fakeAdminServer().routes, '/api/add-team': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<AdminDashboard />);
    const create = await openCard(user, 'Create New Team');
    await user.type(within(create).getByLabelText('Team name'), 'Hooli');
    await user.click(within(create).getByRole('button', { name: 'Create Team' }));
    await waitFor(() => expect(within(create).getByRole('button', { name: 'Create Team' })).toBeDisabled());
    expect(within(create).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer({ body: { id: 30, msg: 'Team created.' } });
    expect(await dialog('Would you also like to create a new cohort?')).toBeInTheDocument();
  });

  it('start afresh after being dismissed', async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    let link = await openCard(user, 'Generate Assessment Link');
    await teamOptions(link);
    await user.selectOptions(within(link).getByLabelText('Team'), 'Acme');
    await user.selectOptions(within(link).getByLabelText('Cohort'), 'Spring');
    await user.type(within(link).getByLabelText('Link text (no spaces)'), 'half-done');
    await user.click(within(link).getByRole('button', { name: 'Close' }));
    link = await openCard(user, 'Generate Assessment Link');
    expect(within(link).getByLabelText('Team')).toHaveValue('');
    expect(within(link).getByLabelText('Cohort')).toHaveValue('-1');
    expect(within(link).getByLabelText('Link text (no spaces)')).toHaveValue('');
  });
});
