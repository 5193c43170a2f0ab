// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { AuditRecord } from 'shared-api';
import { PAGES } from '../../pages';
import { AuditPage } from './AuditPage';

const record = (id: number, over: Partial<AuditRecord> = {}): AuditRecord => ({
  id, at: '2026-11-20T12:00:00Z', actorId: 4, actorEmail: 'lee@acme.org', actorRole: 'leader', action: 'usersImported', teamId: 7,
  target: [{ kind: 'user', id: 31, email: 'mia@acme.org' }], facts: [{ fact: 'fromCsv' }, { fact: 'users', value: 1 }], ...over,
});

describe('AuditPage', () => {
  it('is the page the host shows an admin at /audit', async () => {
    expect(await PAGES.audit()).toBe(AuditPage);
  });

  it('lists the records newest first, filters them and pages on', async () => {
    const calls = mockApi({
      '/api/teams-by-recency': { body: { teams: [{ id: 7, name: 'Acme' }] } },
      '/api/audit-log': (req) =>
        req.headers.get('Before') === '2'
          ? { body: { records: [record(1, { action: 'teamCreated', actorRole: 'admin', actorEmail: 'boss@acme.org', target: [{ kind: 'team', id: 7 }], facts: [{ fact: 'name', value: 'Acme' }] })], next: null } }
          : { body: { records: [record(3), record(2, { action: 'resultsOpened' })], next: 2 } },
    });
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit' });
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(await within(table).findByText('Users added from CSV')).toBeInTheDocument();
    expect(within(table).getByText('Results activated')).toBeInTheDocument();
    expect(within(table).getAllByText('User 31 (mia@acme.org)')).toHaveLength(2);
    expect(within(table).getAllByText('From a CSV file; Users: 1')).toHaveLength(2);
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

  it("filters by kind, offering that kind's actions only, and shows reads as their own actions", async () => {
    const read = record(4, { action: 'responsesDownloaded', actorRole: 'admin', target: [{ kind: 'team', id: 7 }], facts: [] });
    const calls = mockApi({ '/api/teams-by-recency': { body: { teams: [] } }, '/api/audit-log': { body: { records: [read], next: null } } });
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit' });
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(await within(table).findByText('Responses downloaded')).toBeInTheDocument();

    const action = screen.getByLabelText('Action');
    await user.selectOptions(action, 'Users added from CSV');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Views and downloads');
    // The change chosen before is not a read: the list forgets it and offers the reads alone.
    expect(action).toHaveValue('');
    expect(within(action).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All', 'Results viewed', 'Results report viewed (PDF)', 'Responses viewed', 'Responses downloaded', 'Results downloaded', 'Certificate downloaded',
      'Receipt downloaded',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const filtered = calls.filter((c) => c.path === '/api/audit-log').at(-1);
    expect([filtered?.headers.get('Kind'), filtered?.headers.get('Action')]).toEqual(['read', null]);

    await user.selectOptions(screen.getByLabelText('Kind'), 'Changes');
    expect(within(action).queryByRole('option', { name: 'Responses downloaded' })).not.toBeInTheDocument();
    expect(within(action).getByRole('option', { name: 'Users added from CSV' })).toBeInTheDocument();
  });

  it('shows each record in the reader language', async () => {
    mockApi({ '/api/teams-by-recency': { body: { teams: [] } }, '/api/audit-log': { body: { records: [record(3)], next: null } } });
    renderWithProviders(<AuditPage />, { route: '/audit', language: 'KOR' });
    const table = await screen.findByRole('table', { name: '감사 로그' });
    expect(await within(table).findByText('CSV로 사용자 추가됨')).toBeInTheDocument();
    expect(within(table).getByText('사용자 31(mia@acme.org)')).toBeInTheDocument();
    expect(within(table).getByText('CSV 파일에서 추가; 사용자 수: 1')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mockApi({ '/api/teams-by-recency': { body: { teams: [] } }, '/api/audit-log': { body: { records: [], next: null } } });
    renderWithProviders(<AuditPage />, { route: '/audit' });
    expect(await screen.findByText('Nothing has been recorded that matches these filters.')).toBeInTheDocument();
  });
});
