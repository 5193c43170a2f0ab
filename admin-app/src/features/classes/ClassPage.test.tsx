// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { PAGES } from '../../pages';
import { ClassPage } from './ClassPage';
import { APP_CONFIG, classDetail, TEAMS } from './testData';

const show = (routes: Parameters<typeof mockApi>[0] = {}) => {
  const calls = mockApi({ '/api/get-class': { body: classDetail() }, '/api/teams-by-recency': TEAMS, '/api/app-config': APP_CONFIG, ...routes });
  return { calls, ...renderWithProviders(<ClassPage />, { route: '/class?classID=5' }) };
};

describe('ClassPage', () => {
  it('is the page the host shows an admin at /class', async () => {
    expect(await PAGES.class()).toBe(ClassPage);
  });

  it('shows the fields, open spots (capacity minus students) and the students with their payment', async () => {
    const { calls } = show();
    expect(await screen.findByRole('heading', { name: 'Design Sprint' })).toBeInTheDocument();
    expect(calls[0].headers.get('ClassID')).toBe('5');
    expect(screen.getByText('Open spots: 23')).toBeInTheDocument();
    expect(screen.getByText('$199.50')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Students' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Ana Lima', 'ana@acme.org', 'Paid', 'Refund'],
      ['Bo Kim', 'bo@acme.org', 'Not paid', 'Remove'],
    ]);
  });

  it('opens the assessment after a confirmation naming the class, and shows the message', async () => {
    const { calls, user } = show({ '/api/class-open-assessment': { body: { msg: 'Assessment opened for 2 students.' } } });
    await user.click(await screen.findByRole('button', { name: 'Open Assessment' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Let every student in Design Sprint start the assessment now?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Continue' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Assessment opened for 2 students.');
    expect(calls.find((c) => c.path === '/api/class-open-assessment')?.headers.get('ClassID')).toBe('5');
  });

  it('opens the results the same way; a refusal is shown', async () => {
    const { user } = show({ '/api/class-open-results': { status: 404, body: { error: 'NOT_FOUND', message: 'x' } } });
    await user.click(await screen.findByRole('button', { name: 'Open Results' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find what you asked for.");
  });

  it('refunds a paid student after a confirmation with the amount', async () => {
    const { calls, user } = show({ '/api/refund-student': { body: { msg: 'Ana Lima has been refunded $199.50 and has left the class.' } } });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Refund Ana Lima in full ($199.50) and remove them from the class?');
    await user.click(screen.getByRole('button', { name: 'Yes, Continue' }));
    expect(await screen.findByRole('status')).toHaveTextContent('has been refunded');
    const sent = calls.find((c) => c.path === '/api/refund-student')?.headers as Headers;
    expect([sent.get('ClassID'), sent.get('UserID')]).toEqual(['5', '11']);
  });

  it('edits the class with its current values filled in', async () => {
    const { calls, user } = show({ '/api/edit-class': { body: { msg: 'Class saved.' } } });
    await user.click(await screen.findByRole('button', { name: 'Edit Class' }));
    const form = screen.getByRole('form', { name: 'Save Changes' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Design Sprint');
    expect(within(form).getByLabelText('Length')).toHaveValue('5 weeks');
    await user.clear(within(form).getByLabelText(/^Capacity/));
    await user.type(within(form).getByLabelText(/^Capacity/), '30');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Class saved.');
    const sent = calls.find((c) => c.path === '/api/edit-class')?.headers as Headers;
    expect([sent.get('ClassID'), sent.get('Capacity'), decodeURIComponent(sent.get('LengthDescription') ?? '')]).toEqual(['5', '30', '5 weeks']);
  });
});
