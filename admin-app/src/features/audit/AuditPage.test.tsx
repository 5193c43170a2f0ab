// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { AuditRecord } from 'shared-api';
import { pages } from '../../pages';
import { AuditPage } from './AuditPage';

const record = (id: number, over: Partial<AuditRecord> = {}): AuditRecord => ({
  id, at: '2026-11-20T12:00:00Z', actorEmail: 'lee@acme.org', actorRole: 'leader', action: 'usersImported', teamId: 7,
  target: 'mia@acme.org', summary: 'from a CSV file; users: 1', ...over,
});

describe('AuditPage', () => {
  it('is the page the host shows an admin at /audit', () => {
    expect(pages.audit).toBe(AuditPage);
  });

  it('lists the records newest first, filters them and pages on', async () => {
    const calls = mockApi({
      '/api/teams-by-recency': { body: { teams: [{ id: 7, name: 'Acme' }] } },
      '/api/audit-log': (req) =>
        req.headers.get('Before') === '2'
          ? { body: { records: [record(1, { action: 'teamCreated', actorRole: 'admin', actorEmail: 'boss@acme.org', target: 'team 7', summary: 'Acme' })], next: null } }
          : { body: { records: [record(3), record(2, { action: 'resultsOpened' })], next: 2 } },
    });
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit' });
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(await within(table).findByText('Users added from CSV')).toBeInTheDocument();
    expect(within(table).getByText('Results activated')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Show Older' }));
    expect(await within(table).findByText('Team created')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Show Older' })).not.toBeInTheDocument();

    await within(await screen.findByRole('form', { name: 'Audit Log' })).findByRole('option', { name: 'Acme' });
    await user.selectOptions(screen.getByLabelText('Team'), 'Acme');
    await user.type(screen.getByLabelText('Person (email)'), 'lee@acme.org');
    await user.selectOptions(screen.getByLabelText('Action'), 'Users added from CSV');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const filtered = calls.filter((c) => c.path === '/api/audit-log').at(-1);
    expect([filtered?.headers.get('TeamID'), decodeURIComponent(filtered?.headers.get('ActorEmail') ?? ''), filtered?.headers.get('Action')]).toEqual([
      '7', 'lee@acme.org', 'usersImported',
    ]);
  });

  it('says when nothing matches', async () => {
    mockApi({ '/api/teams-by-recency': { body: { teams: [] } }, '/api/audit-log': { body: { records: [], next: null } } });
    renderWithProviders(<AuditPage />, { route: '/audit' });
    expect(await screen.findByText('Nothing has been recorded that matches these filters.')).toBeInTheDocument();
  });
});
