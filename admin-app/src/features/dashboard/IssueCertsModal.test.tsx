// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CertsResponse } from 'shared-api';
import { AdminDashboard } from './AdminDashboard';
import { callsTo, fakeAdminServer, previewsTo, SERVER_ERROR, signInAsAdmin } from './testData';

type User = ReturnType<typeof renderWithProviders>['user'];

const TITLE = 'Issue Certificates';
const ISSUED: CertsResponse = {
  certs: ['ana@acme.org', 'bo@acme.org'],
  certificates: [
    { userId: 8, name: 'Ana Lima', email: 'ana@acme.org', certDate: '2026-11-20', issuedAt: '2026-11-24T10:00:00Z' },
    { userId: 9, name: 'Bo Kim', email: 'bo@acme.org', certDate: '2026-11-20', issuedAt: '2026-11-24T10:00:00Z' },
  ],
};

async function openAndChoose(user: User) {
  await user.click(screen.getByRole('button', { name: TITLE }));
  const modal = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(within(modal).getByRole('option', { name: 'Acme' })).toBeInTheDocument());
  await user.selectOptions(within(modal).getByLabelText('Team'), 'Acme');
  return modal;
}

/** A date input takes its value whole (typing into one is the browser's business, not jsdom's). */
const setDate = (modal: HTMLElement, value: string) => fireEvent.change(within(modal).getByLabelText('Certificate date'), { target: { value } });

beforeEach(() => signInAsAdmin());

describe('Issue Certificates', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 10, 24, 23, 30), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('issues for a team and cohort on a date, says emails go out and who already holds one, then lists the certificates', async () => {
    const calls = mockApi({
      ...fakeAdminServer().routes,
      '/api/issue-certs-by-team-cohort': (request) =>
        request.headers.get('Preview') === 'true'
          ? { body: { msg: 'As of now, this gives 2 certificates. 1 person has not finished the assessment and gets none.', issued: 2, redated: 0, left_out: [{ userId: 7, name: 'Cy Park', reason: 'notFinished' }] } }
          : { body: { msg: 'Certificates issued: 2.', issued: 2, redated: 0, left_out: [] } },
      '/api/get-certs-by-team-cohort': { body: ISSUED },
    });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await openAndChoose(user);
    // Today where the admin is, not in UTC.
    expect(within(modal).getByLabelText('Certificate date')).toHaveValue('2026-11-24');
    setDate(modal, '2026-11-20');
    await user.click(within(modal).getByRole('button', { name: TITLE }));

    const confirm = await screen.findByRole('dialog', { name: TITLE });
    expect(confirm).toHaveTextContent('Issue certificates dated Nov 20, 2026 to all cohorts of Acme?');
    expect(confirm).toHaveTextContent('Each participant will be emailed a link to their certificate.');
    expect(await within(confirm).findByText('2 users of all cohorts of Acme already hold a certificate (listed below); theirs will be dated Nov 20, 2026.')).toBeInTheDocument();
    expect(within(within(confirm).getByRole('table', { name: 'Issued certificates' })).getByText('Bo Kim')).toBeInTheDocument();
    // Who gets none, and why (issue 37), as the server counts it now.
    expect(await within(confirm).findByText('As of now, this gives 2 certificates. 1 person has not finished the assessment and gets none.')).toBeInTheDocument();
    const leftOut = within(confirm).getByRole('table', { name: 'Left out' });
    expect(within(leftOut).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Cy Park', 'has not finished the assessment']);
    await user.click(within(confirm).getByRole('button', { name: TITLE }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Certificates issued: 2.');
    expect(previewsTo(calls, '/api/issue-certs-by-team-cohort').length).toBeGreaterThan(0);
    const sent = callsTo(calls, '/api/issue-certs-by-team-cohort')[0].headers;
    expect([sent.get('TeamID'), sent.get('CohortId'), sent.get('CertDatetime'), sent.get('Unfinished'), sent.get('Restore')]).toEqual(['2', '-1', '2026-11-20', 'false', 'false']);
    const table = await screen.findByRole('table', { name: 'Issued certificates' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((c) => c.textContent));
    expect(rows.slice(1)).toEqual([
      ['Ana Lima', 'ana@acme.org', 'Nov 20, 2026'],
      ['Bo Kim', 'bo@acme.org', 'Nov 20, 2026'],
    ]);
    const listed = callsTo(calls, '/api/get-certs-by-team-cohort')[0].headers;
    expect([listed.get('TeamID'), listed.get('CohortId')]).toEqual(['2', '-1']);
  });

  it('says so when none has been issued', async () => {
    mockApi({
      ...fakeAdminServer().routes,
      '/api/issue-certs-by-team-cohort': { body: { msg: 'Certificates issued: 0.', issued: 0, redated: 0, left_out: [] } },
      '/api/get-certs-by-team-cohort': { body: { certs: [], certificates: [] } },
    });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await openAndChoose(user);
    await user.selectOptions(within(modal).getByLabelText('Cohort'), 'Spring');
    await user.click(within(modal).getByRole('button', { name: TITLE }));
    const confirm = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(confirm).findByText('No certificates have been issued to this team and cohort yet.')).toBeInTheDocument();
    expect(confirm).not.toHaveTextContent('already hold');
    await user.click(within(confirm).getByRole('button', { name: TITLE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Certificates issued: 0.');
    expect(await screen.findByText('No certificates have been issued to this team and cohort yet.')).toBeInTheDocument();
  });

  it('refuses a missing date', async () => {
    const calls = mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await openAndChoose(user);
    setDate(modal, '');
    await user.click(within(modal).getByRole('button', { name: TITLE }));
    expect(await within(modal).findByText('Please enter a valid date (YYYY-MM-DD).')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Certificate date')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, '/api/issue-certs-by-team-cohort')).toEqual([]);
  });

  it('shows a server failure and lets the admin go back', async () => {
    mockApi({ ...fakeAdminServer().routes, '/api/issue-certs-by-team-cohort': SERVER_ERROR, '/api/get-certs-by-team-cohort': { body: ISSUED } });
    const { user } = renderWithProviders(<AdminDashboard />);
    const modal = await openAndChoose(user);
    await user.click(within(modal).getByRole('button', { name: TITLE }));
    const confirm = await screen.findByRole('dialog', { name: TITLE });
    // The preview failed too, and says so: what the admin confirms is then unknown.
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(within(confirm).getByRole('button', { name: TITLE }));
    await waitFor(() => expect(within(confirm).getAllByRole('alert')).toHaveLength(2));
    for (const alert of within(confirm).getAllByRole('alert')) expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(within(await screen.findByRole('dialog', { name: TITLE })).getByLabelText('Team')).toHaveValue('2');
  });

  it('speaks Korean', async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />, { language: 'KOR' });
    await user.click(screen.getByRole('button', { name: '수료증 발급' }));
    const modal = await screen.findByRole('dialog', { name: '수료증 발급' });
    await waitFor(() => expect(within(modal).getByRole('option', { name: 'Acme' })).toBeInTheDocument());
    await user.selectOptions(within(modal).getByLabelText('팀'), 'Acme');
    await user.click(within(modal).getByRole('button', { name: '수료증 발급' }));
    const confirm = await screen.findByRole('dialog', { name: '수료증 발급' });
    expect(confirm).toHaveTextContent('Acme의 모든 기수에게 2026. 11. 24. 날짜로 수료증을 발급하시겠습니까?');
  });
});
