// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { clearSession } from 'shared-api';
import { logIn } from '../assessment/testData';
import PublicClassesPage from './PublicClassesPage';
import { aClass, optionsReply } from './testData';

const show = (language: 'ENG' | 'SPA' = 'ENG') =>
  renderWithProviders(
    <Routes>
      <Route path="/join/:slug" element={<PublicClassesPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/join/acme', language },
  );

describe('PublicClassesPage', () => {
  beforeEach(() => clearSession());

  it("lists the team's open classes by its address; a visitor's Enroll goes to registration for the class", async () => {
    const calls = mockApi({ '/api/get-class-options': optionsReply([aClass(), aClass({ id: 6, name: 'Free Lab', price: 0, open_spots: 1 })]) });
    const { user, path, search } = show();
    expect(await screen.findByRole('heading', { name: 'Classes at Acme' })).toBeInTheDocument();
    expect(calls[0].headers.get('Slug')).toBe('acme');
    const lab = screen.getByRole('listitem', { name: 'Free Lab' });
    expect(within(lab).getByText('Free')).toBeInTheDocument();
    expect(within(lab).getByText('1 spot left')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Design Sprint' })).getByText('$199.50')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Details' })).not.toBeInTheDocument();
    await user.click(within(lab).getByRole('button', { name: 'Enroll' }));
    expect([path(), search()]).toEqual(['/register', '?classID=6&teamID=45']);
  });

  it('says when no class is taking students', async () => {
    mockApi({ '/api/get-class-options': optionsReply([]) });
    show();
    expect(await screen.findByText('It looks like there are no classes currently accepting new students.')).toBeInTheDocument();
  });

  it('says so when the address is no public class page', async () => {
    mockApi({});
    show('SPA');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No encontramos cursos en esta dirección/);
  });

  it('enrols a signed-in participant at once and moves them on', async () => {
    logIn();
    const calls = mockApi({ '/api/get-class-options': optionsReply([aClass()]), '/api/join-class': { body: { error: null, msg: 'Joined.' } } });
    const { user, path } = show();
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    // The navigation follows the call's answer: on a busy machine, after the click has returned.
    await waitFor(() => expect(path()).toBe('/pre-assessment'));
    expect(calls.find((c) => c.path === '/api/join-class')?.headers.get('ClassID')).toBe('5');
  });

  it("shows 'Could not join class' with the reason", async () => {
    logIn();
    mockApi({
      '/api/get-class-options': optionsReply([aClass()]),
      '/api/join-class': { status: 409, body: { error: 'CLASS_FULL', message: 'Sorry, that class is full.' } },
    });
    const { user, path } = show();
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not join class');
    expect(alert).toHaveTextContent(/full/);
    expect(path()).toBe('/join/acme');
  });
});
