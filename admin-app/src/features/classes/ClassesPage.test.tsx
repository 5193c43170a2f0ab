// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { PAGES } from '../../pages';
import { ClassesPage } from './ClassesPage';
import { APP_CONFIG, classDetail, TEAMS } from './testData';

describe('ClassesPage', () => {
  it('is the page the host shows an admin at /classes', async () => {
    expect(await PAGES.classes()).toBe(ClassesPage);
  });

  it('lists the classes: name, team, status, accepting, students against capacity', async () => {
    mockApi({ '/api/classes': { body: { classes: [classDetail(), classDetail({ id: 6, name: 'Lab', price: 0, accepting: false, status: 'assessment', num_students: 25 })] } } });
    renderWithProviders(<ClassesPage />, { route: '/classes' });
    const table = await screen.findByRole('table', { name: 'Classes' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Design Sprint', 'Acme', 'Enrolling', 'Yes', '2 / 25', 'Not scheduled', '$199.50'],
      ['Lab', 'Acme', 'Assessment open', 'No', '25 / 25', 'Not scheduled', 'Free'],
    ]);
    expect(within(table).getByRole('link', { name: 'Lab' })).toHaveAttribute('href', '/class?classID=6');
  });

  it('adds a class: name and team required, capacity 25 by default, the start sent as an instant', async () => {
    let classes = [] as ReturnType<typeof classDetail>[];
    const calls = mockApi({
      '/api/classes': () => ({ body: { classes } }),
      '/api/teams-by-recency': TEAMS,
      '/api/app-config': APP_CONFIG,
      '/api/add-class': () => {
        classes = [classDetail({ name: 'Night Class' })];
        return { body: { id: 7, msg: 'Class created.' } };
      },
    });
    const { user } = renderWithProviders(<ClassesPage />, { route: '/classes' });
    expect(await screen.findByText('There are no classes yet. Add the first one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    const form = screen.getByRole('form', { name: 'Create Class' });
    await user.click(within(form).getByRole('button', { name: 'Create Class' }));
    expect(await within(form).findByText('Please enter the class name.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a team.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/add-class')).toBe(false);

    await user.type(within(form).getByLabelText('Name'), 'Night Class');
    await within(form).findByRole('option', { name: 'Acme' });
    await user.selectOptions(within(form).getByLabelText('Team'), 'Acme');
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '250');
    await user.type(within(form).getByLabelText(/^Start date and time/), '2027-01-15T09:30');
    await user.click(within(form).getByRole('button', { name: 'Create Class' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Class created.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Night Class' })).toBeInTheDocument();

    const sent = calls.find((c) => c.path === '/api/add-class')?.headers as Headers;
    expect(['Name', 'TeamID', 'Capacity', 'Price', 'Currency', 'AcceptNow', 'AcceptAny'].map((h) => decodeURIComponent(sent.get(h) ?? ''))).toEqual([
      'Night Class', '45', '25', '250', 'USD', 'true', 'false',
    ]);
    expect(decodeURIComponent(sent.get('StartsAt') ?? '')).toBe(new Date('2027-01-15T09:30').toISOString());
  });

  it("shows the server's field errors on the form", async () => {
    mockApi({
      '/api/classes': { body: { classes: [] } },
      '/api/teams-by-recency': TEAMS,
      '/api/app-config': APP_CONFIG,
      '/api/add-class': { status: 400, body: { error: 'VALIDATION', message: 'x', errors: { Currency: 'classes.validation.currency' } } },
    });
    const { user } = renderWithProviders(<ClassesPage />, { route: '/classes' });
    await user.click(await screen.findByRole('button', { name: 'Add Class' }));
    const form = screen.getByRole('form', { name: 'Create Class' });
    await user.type(within(form).getByLabelText('Name'), 'X');
    await within(form).findByRole('option', { name: 'Acme' });
    await user.selectOptions(within(form).getByLabelText('Team'), 'Acme');
    await user.click(within(form).getByRole('button', { name: 'Create Class' }));
    expect(await within(form).findByText('Please enter a three-letter currency code, such as USD.')).toBeInTheDocument();
  });
});
