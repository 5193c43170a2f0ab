// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import { logIn } from '../assessment/testData';
import ClassDetailPage from './ClassDetailPage';
import { aClass, currentReply } from './testData';

const detail = (overrides = {}) => ({ body: { ...aClass(overrides), students: [] } });

describe('ClassDetailPage', () => {
  beforeEach(() => logIn());

  it('shows the class and its open spots; Enroll joins, then the page shows the enrolment', async () => {
    let enrolled = false;
    const calls = mockApi({
      '/api/get-class': detail(),
      '/api/current-user-class': () => (enrolled ? currentReply() : currentReply({ class: null })),
      '/api/join-class': () => {
        enrolled = true;
        return { body: { error: null, msg: 'You have joined Design Sprint.' } };
      },
    });
    const { user } = renderWithProviders(<ClassDetailPage />, { route: '/class?classID=5' });
    expect(await screen.findByRole('heading', { name: 'Design Sprint' })).toBeInTheDocument();
    expect(calls[0].headers.get('ClassID')).toBe('5');
    expect(screen.getByText('Open spots: 22')).toBeInTheDocument();
    expect(screen.getByText('Room 4')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('You are enrolled in this class.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it("alerts 'Could not join class' when the join fails", async () => {
    mockApi({
      '/api/get-class': detail(),
      '/api/current-user-class': currentReply({ class: null }),
      '/api/join-class': { status: 409, body: { error: 'CLASS_CLOSED', message: "That class isn't accepting new students." } },
    });
    const { user } = renderWithProviders(<ClassDetailPage />, { route: '/class?classID=5' });
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Could not join classThat class isn't accepting new students.");
  });

  it("keeps 'Could not join class' in view after the refusal refetches the class, now full", async () => {
    let refused = false;
    const calls = mockApi({
      '/api/get-class': () => (refused ? detail({ open_spots: 0, num_students: 25 }) : detail()),
      '/api/current-user-class': currentReply({ class: null }),
      '/api/join-class': () => {
        refused = true;
        return { status: 409, body: { error: 'CLASS_FULL', message: 'That class is full.' } };
      },
    });
    const { user } = renderWithProviders(<ClassDetailPage />, { route: '/class?classID=5' });
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    // The refetch has come back: the class is full now, and Enroll is gone.
    expect(await screen.findByText('This class is full.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/get-class').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not join class');
    expect(alert).toHaveTextContent('Sorry, that class is full.');
    // And it stays: nothing later takes it away.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not join class');
  });

  it('offers no Enroll on a full or closed class, and refuses a bad address', async () => {
    mockApi({ '/api/get-class': detail({ open_spots: 0, num_students: 25 }), '/api/current-user-class': currentReply({ class: null }) });
    const view = renderWithProviders(<ClassDetailPage />, { route: '/class?classID=5' });
    expect(await screen.findByText('This class is full.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
    view.unmount();
    renderWithProviders(<ClassDetailPage />, { route: '/class?classID=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That class could not be found.');
  });
});
