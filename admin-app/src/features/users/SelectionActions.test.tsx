import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { storeSession } from 'shared-api';
import { ActivateResults } from './ActivateResults';
import { OpenAssessment } from './OpenAssessment';
import { WelcomeEmails } from './WelcomeEmails';

const team = { teamId: 7, teamName: 'Acme', isPlatform: false };

describe('WelcomeEmails', () => {
  beforeEach(() => storeSession({ access_token: 'tok', email: 'admin@portal.test', admin: true, team_id: 1, user_id: 1 }));

  it('is disabled with no user selected', () => {
    renderWithProviders(<WelcomeEmails {...team} selectedUserIds={[]} />);
    const button = screen.getByRole('button', { name: 'Send Welcome Emails' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Select users in the list first.');
  });

  it('asks first, then sends to the selected users and says so', async () => {
    const calls = mockApi({ '/api/reset-send-welcomes': { body: { msg: 'Success! Welcome emails have been sent.', sent: 2, skipped: 0 } } });
    const { user } = renderWithProviders(<WelcomeEmails {...team} selectedUserIds={[3, 4]} />);
    await user.click(screen.getByRole('button', { name: 'Send Welcome Emails' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Welcome Emails' });
    expect(dialog).toHaveTextContent('Send a welcome email to each of the 2 selected users?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send Welcome Emails' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Success! Welcome emails have been sent.');
    expect(calls[0].body).toEqual({ UserIDs: [3, 4] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says clearly when they were not sent', async () => {
    mockApi({ '/api/reset-send-welcomes': { status: 403, body: { error: 'FORBIDDEN', message: 'x' } } });
    const { user } = renderWithProviders(<WelcomeEmails {...team} selectedUserIds={[3]} />);
    await user.click(screen.getByRole('button', { name: 'Send Welcome Emails' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Send a welcome email to 1 selected user?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The welcome emails weren't sent: You don't have permission to do that.");
  });
});

describe('ActivateResults', () => {
  beforeEach(() => storeSession({ access_token: 'tok', email: 'admin@portal.test', admin: true, team_id: 1, user_id: 1 }));

  it('activates the selected users’ results after a confirmation and shows the server’s msg', async () => {
    const calls = mockApi({ '/api/activate-results-for-team': { body: { msg: 'Results activated for 3 users.' } } });
    const { user } = renderWithProviders(<ActivateResults {...team} selectedUserIds={[1, 2, 3]} />, { language: 'SPA' });
    await user.click(screen.getByRole('button', { name: 'Activar resultados' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Activar los resultados de los 3 usuarios seleccionados?');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Results activated for 3 users.');
    expect(calls[0].body).toEqual({ UserIDs: [1, 2, 3] });
  });

  it('is disabled with no user selected', () => {
    renderWithProviders(<ActivateResults {...team} selectedUserIds={[]} />);
    expect(screen.getByRole('button', { name: 'Activate Results' })).toBeDisabled();
  });
});

describe('OpenAssessment', () => {
  beforeEach(() => storeSession({ access_token: 'tok', email: 'admin@portal.test', admin: true, team_id: 1, user_id: 1 }));

  it('opens the assessment to the selected users of the team after a confirmation, and shows the msg', async () => {
    const calls = mockApi({ '/api/activate-assessment-by-team-cohort': { body: { msg: 'Assessment opened for 2 users.' } } });
    const { user } = renderWithProviders(<OpenAssessment {...team} selectedUserIds={[3, 4]} />);
    await user.click(screen.getByRole('button', { name: 'Open Assessment' }));
    const dialog = screen.getByRole('dialog', { name: 'Open Assessment' });
    expect(dialog).toHaveTextContent('Open the assessment for the 2 selected users? Those who have not finished it can then start it.');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Assessment opened for 2 users.');
    expect(['TeamID', 'CohortId'].map((h) => calls[0].headers.get(h))).toEqual(['7', '-1']);
    expect(calls[0].body).toEqual({ UserIDs: [3, 4] });
  });

  it('is disabled with no user selected', () => {
    renderWithProviders(<OpenAssessment {...team} selectedUserIds={[]} />);
    expect(screen.getByRole('button', { name: 'Open Assessment' })).toBeDisabled();
  });
});
