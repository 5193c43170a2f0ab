// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { teamReply } from './features/teams/testData';
import { pages } from './pages';

describe('the page at /team', () => {
  it('is the team page with every team action of SPEC.md and issue 22 (users, emails, activations, moves, downloads)', async () => {
    mockApi({ '/api/users': { body: teamReply() }, '/api/teams-by-recency': { body: { teams: [] } } });
    const Team = pages.team;
    renderWithProviders(
      <Routes>
        <Route path="/team" element={<Team />} />
      </Routes>,
      { route: '/team?teamId=7' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    for (const name of ['Add User', 'Upload CSV', 'Generate Anonymous Users', 'Send Welcome Emails', 'Open Assessment', 'Activate Results', 'Move Users', 'Download Results', 'Download Responses']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
