// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import { storeSession } from 'shared-api';
import PortalPage from './PortalPage';

const me = { user_id: 42, name: 'Ana Lima', email: 'ana@acme.org', admin: false, teamLeader: false, team_id: 7, first_login: false };

describe('PortalPage', () => {
  beforeEach(() => storeSession({ access_token: 'tok', email: 'ana@acme.org', admin: false, team_id: 7, user_id: 42 }));

  it('greets the user by name', async () => {
    const calls = mockApi({ '/api/me': { body: { ...me, language: 'ENG' } } });
    renderWithProviders(<PortalPage />, { route: '/portal' });
    expect(await screen.findByRole('heading', { name: 'Hello, Ana Lima!' })).toBeInTheDocument();
    expect(screen.getByText(/This is your home page/)).toBeInTheDocument();
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('greets in Korean', async () => {
    mockApi({ '/api/me': { body: { ...me, name: '김민수', language: 'KOR' } } });
    renderWithProviders(<PortalPage />, { route: '/portal', language: 'KOR' });
    expect(await screen.findByRole('heading', { name: '안녕하세요, 김민수님!' })).toBeInTheDocument();
  });
});
