// Before shared-api: it installs the fake fetch the API slice is built on.
import { meReply, mockApi, renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import type { MeResponse } from 'shared-api';
import { logIn } from './testData';
import PostAssessmentPage from './PostAssessmentPage';

function me(team: Partial<MeResponse['team']>, classId: number | null): { body: MeResponse } {
  return { body: meReply({ name: 'Ana', team: { ...meReply().team, ...team }, classId }) };
}

describe('PostAssessmentPage', () => {
  beforeEach(() => logIn());

  it('says results come shortly when the team setting asks for it', async () => {
    mockApi({ '/api/me': me({ resultsSoonMessage: true }, 3) });
    renderWithProviders(<PostAssessmentPage />);
    expect(await screen.findByText(/individual results will be sent to you shortly/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says results come at the start of the class for a class member', async () => {
    mockApi({ '/api/me': me({}, 3) });
    renderWithProviders(<PostAssessmentPage />);
    expect(await screen.findByText(/at the start of your class/)).toBeInTheDocument();
  });

  it('otherwise thanks the user and offers the home page', async () => {
    mockApi({ '/api/me': me({}, null) });
    const { user, path } = renderWithProviders(<PostAssessmentPage />, { route: '/post-assessment' });
    expect(await screen.findByText('Thank you for completing the assessment!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Home Page' }));
    expect(path()).toBe('/portal');
  });

  it('speaks Spanish', async () => {
    mockApi({ '/api/me': me({}, null) });
    renderWithProviders(<PostAssessmentPage />, { language: 'SPA' });
    expect(await screen.findByRole('button', { name: 'Volver a la página de inicio' })).toBeInTheDocument();
  });
});
