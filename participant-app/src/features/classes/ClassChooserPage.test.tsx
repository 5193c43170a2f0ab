// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { pages } from '../../pages';
import { logIn } from '../assessment/testData';
import ClassChooserPage from './ClassChooserPage';
import { aClass, optionsReply } from './testData';

describe('ClassChooserPage', () => {
  beforeEach(() => logIn());

  it('is a page the host can show at /classes', () => {
    expect(pages.classChooser).toBeDefined();
  });

  it("lists the team's classes with their details link; Enroll joins and goes on to where the participant stands", async () => {
    const calls = mockApi({ '/api/get-class-options': optionsReply([aClass(), aClass({ id: 6, name: 'Lab', open_spots: 0 })]), '/api/join-class': { body: { error: null, msg: 'ok' } } });
    const { user, path } = renderWithProviders(<ClassChooserPage />, { route: '/classes' });
    expect(await screen.findByRole('heading', { name: 'Choose Your Class' })).toBeInTheDocument();
    const lab = await screen.findByRole('listitem', { name: 'Lab' });
    expect(within(lab).getByRole('button', { name: 'Enroll' })).toBeDisabled();
    expect(within(lab).getByText('This class is full.')).toBeInTheDocument();
    const sprint = screen.getByRole('listitem', { name: 'Design Sprint' });
    expect(within(sprint).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/class?classID=5');
    await user.click(within(sprint).getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(path()).toBe('/pre-assessment'));
    expect(calls.find((c) => c.path === '/api/join-class')?.headers.get('ClassID')).toBe('5');
  });

  it("alerts 'Could not join class' and stays", async () => {
    mockApi({
      '/api/get-class-options': optionsReply([aClass()]),
      '/api/join-class': { status: 409, body: { error: 'LEAVE_PAID_CLASS_FIRST', message: 'x' } },
    });
    const { user, path } = renderWithProviders(<ClassChooserPage />, { route: '/classes' });
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not join class');
    expect(alert).toHaveTextContent('You have already paid for another class.');
    expect(path()).toBe('/classes');
  });

  it('speaks Korean', async () => {
    mockApi({ '/api/get-class-options': optionsReply([]) });
    renderWithProviders(<ClassChooserPage />, { route: '/classes', language: 'KOR' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/수업/);
  });
});
