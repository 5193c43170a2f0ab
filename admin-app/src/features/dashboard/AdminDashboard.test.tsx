import { renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { AdminDashboard } from './AdminDashboard';
import type { CardModal } from './AdminDashboard';
import { pages } from '../../pages';

const TITLES = [
  'Create New Team',
  'Add Cohort',
  'Generate Assessment Link',
  'Activate Start of Class Questions',
  'Activate Results',
  'Activate Post-Class Assessments',
  'Issue Certificates',
  'Activate Reassessments & Send Emails',
];

describe('AdminDashboard', () => {
  it('is the page the host shows at /admin', () => {
    expect(pages.admin).toBe(AdminDashboard);
  });

  it('shows the title and the eight cards of the spec, in order', () => {
    renderWithProviders(<AdminDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Dashboard actions' })).getAllByRole('button');
    expect(cards).toHaveLength(8);
    cards.forEach((card, i) => expect(card).toHaveTextContent(TITLES[i]));
    // Each card's accessible name is exactly its title; the line under it describes it.
    TITLES.forEach((title) => expect(screen.getByRole('button', { name: title })).toBeInTheDocument());
  });

  it('keeps a card without its modal disabled, and opens the modal of one that has it', async () => {
    const CreateTeam: CardModal = ({ onClose }) => (
      <div role="dialog" aria-label="create team">
        <button type="button" onClick={onClose}>
          done
        </button>
      </div>
    );
    const { user } = renderWithProviders(<AdminDashboard modals={{ createTeam: CreateTeam }} />);
    expect(screen.getByRole('button', { name: /Add Cohort/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Create New Team/ }));
    expect(screen.getByRole('dialog', { name: 'create team' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
