// Before shared-api: it installs the fake fetch the API slice is built on.
import { mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import { fakeAdminServer, signInAsAdmin } from './testData';
import { PAGES } from '../../pages';
import { storeSession } from 'shared-api';

const TITLES = [
  'Create New Team',
  'Add Cohort',
  'Generate Assessment Link',
  'Open Assessment',
  'Activate Start of Class Questions',
  'Activate Results',
  'Activate Post-Class Assessments',
  'Issue Certificates',
  'Activate Reassessments & Send Emails',
  'Send Reminders',
  'Cohort report',
];

const UNDOS = ['Close Assessment', 'Close Start of Class Questions', 'Hide Results Again', 'Close Post-Class Assessments', 'Close Reassessments'];

/** The cards' own buttons, without the undo buttons some cards hold. */
const cardButtons = () => within(screen.getByRole('list', { name: 'Dashboard actions' })).getAllByRole('button').filter((b) => b.hasAttribute('data-card'));

beforeEach(() => signInAsAdmin());

describe('AdminDashboard', () => {
  it('is the page the host shows at /admin', async () => {
    expect(await PAGES.admin()).toBe(AdminDashboard);
  });

  it('shows the title and the eight cards of the spec with Open Assessment, Send Reminders and the Cohort report, in order, and the undo of each opening', () => {
    renderWithProviders(<AdminDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const cards = cardButtons();
    expect(cards).toHaveLength(11);
    // Each card's button shows its title alone, which is its accessible name (WCAG 2.5.3: the
    // visible text is the name); the line under it is its description.
    cards.forEach((card, i) => {
      expect(card.textContent).toBe(TITLES[i]);
      expect(card).toHaveAccessibleName(TITLES[i]);
      expect(card).toHaveAccessibleDescription(/\w/);
    });
    const undos = within(screen.getByRole('list', { name: 'Dashboard actions' })).getAllByRole('button').filter((b) => b.hasAttribute('data-undo'));
    expect(undos.map((b) => b.textContent)).toEqual(UNDOS);
  });

  it('links an admin to the audit log, the payments and the deletion requests', () => {
    renderWithProviders(<AdminDashboard />);
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit');
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    expect(screen.getByRole('link', { name: 'Deletion requests' })).toHaveAttribute('href', '/deletion-requests');
  });

  it("gives a team leader their teams' cards only: no team creation, no certificates, no audit log, payments or deletion requests", () => {
    storeSession({ access_token: 'tok', email: 'lee@acme.org', admin: false, team_id: 7, user_id: 9 });
    renderWithProviders(<AdminDashboard />);
    expect(cardButtons().map((card) => card.textContent)).toEqual(TITLES.filter((title) => !/Create New Team|Issue Certificates/.test(title)));
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deletion requests' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/outbox');
  });

  it("opens each card's modal, named by the card, and closes it with Escape back on the card", async () => {
    mockApi(fakeAdminServer().routes);
    const { user } = renderWithProviders(<AdminDashboard />);
    for (const title of [...TITLES, ...UNDOS]) {
      const card = screen.getByRole('button', { name: title });
      expect(card).toBeEnabled();
      await user.click(card);
      expect(await screen.findByRole('dialog', { name: title })).toHaveAttribute('aria-modal', 'true');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(card).toHaveFocus();
    }
  });

  it('speaks the language of the shell', () => {
    renderWithProviders(<AdminDashboard />, { language: 'KOR' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('관리자 대시보드');
    expect(screen.getByRole('button', { name: /새 팀 만들기/ })).toBeInTheDocument();
  });

  it('shows the build label it was built with', () => {
    const { container } = renderWithProviders(<AdminDashboard buildLabel="2026.11.23-b" />);
    expect(screen.getByTestId('build-label')).toHaveTextContent('Build 2026.11.23-b');
    expect(container.querySelector('[data-remote="admin"]')).toHaveAttribute('data-build-label', '2026.11.23-b');
  });
});
