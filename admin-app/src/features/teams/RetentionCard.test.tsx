// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { RetentionResponse } from 'shared-api';
import { RetentionCard } from './RetentionCard';
import { signInAs } from './testData';

const NONE: RetentionResponse = { retentionDays: null, retentionMode: 'erase', programmeEndsOn: null, lastActivityAt: '2026-11-20T10:00:00Z', dueOn: null, warningOn: null, participants: 12 };
const SET: RetentionResponse = { ...NONE, retentionDays: 90, retentionMode: 'anonymise', programmeEndsOn: '2027-01-31', dueOn: '2099-05-01', warningOn: '2099-04-24' };

describe('RetentionCard (issue 26)', () => {
  beforeEach(() => signInAs('admin'));

  it('says nothing is set, then sets a retention and says whom it will reach and when', async () => {
    let current = NONE;
    const calls = mockApi({
      '/api/retention': () => ({ body: current }),
      '/api/edit-retention': () => {
        current = SET;
        return { body: { ...SET, msg: 'Retention saved.' } };
      },
    });
    const { user } = renderWithProviders(<RetentionCard teamId={7} />);
    const form = await screen.findByRole('form', { name: 'Personal data retention' });
    expect(screen.getByText(/No retention is set/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Keep for (days)'), '90');
    await user.selectOptions(within(form).getByLabelText('Then'), 'anonymise');
    await user.type(within(form).getByLabelText('Programme ends on'), '2027-01-31');
    await user.click(within(form).getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Retention saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/edit-retention');
    expect(['TeamID', 'RetentionDays', 'RetentionMode', 'ProgrammeEndsOn'].map((h) => sent?.headers.get(h))).toEqual(['7', '90', 'anonymise', '2027-01-31']);
    expect(await screen.findByText('Personal data of the participants (12 today) will be anonymised on May 1, 2099; admins are emailed on Apr 24, 2099.')).toBeInTheDocument();
  });

  it('says the admins were emailed once the warning has gone', async () => {
    mockApi({ '/api/retention': { body: { ...SET, retentionMode: 'erase', warningOn: '2026-01-02', dueOn: '2099-01-09' } } });
    renderWithProviders(<RetentionCard teamId={7} />);
    expect(await screen.findByText('Personal data of the participants (12 today) will be erased on Jan 9, 2099; admins were emailed on Jan 2, 2026.')).toBeInTheDocument();
  });

  it('refuses a number of days out of range before sending it', async () => {
    const calls = mockApi({ '/api/retention': { body: NONE } });
    const { user } = renderWithProviders(<RetentionCard teamId={7} />);
    const form = await screen.findByRole('form', { name: 'Personal data retention' });
    await user.type(within(form).getByLabelText('Keep for (days)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save retention' }));
    expect(await within(form).findByText('Enter a number of days from 1 to 3650, or leave it empty.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/edit-retention')).toBe(false);
  });

  it("shows the server's translated error when the team cannot be read", async () => {
    mockApi({ '/api/retention': { status: 404, body: { error: 'NOT_FOUND', message: 'Not found.' } } });
    renderWithProviders(<RetentionCard teamId={7} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
